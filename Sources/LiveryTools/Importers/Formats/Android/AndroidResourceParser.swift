import LiveryCore

/// The `<color>` resources of one Android values XML file, in document order.
///
/// Reads `<color name="…">` and `<item name="…" type="color">` children of `<resources>`;
/// other resources (strings, dimensions, styles) are ignored. The file is read by Livery's
/// own ``XMLReader`` (never by FoundationXML, whose libxml2 binding crashes on some inputs),
/// so any bytes give either colors or one diagnostic with the file, line and column.
enum AndroidResourceParser {
    struct Entry {
        var name: String
        var value: String
        var line: Int
    }

    static func colors(in file: InputFile) throws(Diagnostic) -> [Entry] {
        let root: XMLElementTree
        do throws(XMLSyntaxError) {
            root = try XMLReader.read(file.contents)
        } catch {
            throw .error("invalid XML: \(error.message)", file: file.path, location: error.location)
        }
        guard root.name == "resources" else {
            throw .error(
                "an Android values file has a <resources> root element, not <\(root.name)>", file: file.path,
                location: root.location)
        }
        var entries: [Entry] = []
        for element in root.elements {
            let isColor = element.name == "color" || (element.name == "item" && element.attribute("type") == "color")
            guard isColor else { continue }
            guard let name = element.attribute("name"), !name.isEmpty else {
                throw .error("a <\(element.name)> without a name", file: file.path, location: element.location)
            }
            entries.append(
                Entry(name: name, value: element.text.trimmingXMLWhitespace(), line: element.location.line))
        }
        return entries
    }
}

extension String {
    /// The text without leading and trailing XML whitespace (space, tab, line breaks).
    fileprivate func trimmingXMLWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !XMLText.isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !XMLText.isWhitespace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
