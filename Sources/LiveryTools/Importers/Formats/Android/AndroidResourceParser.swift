import Foundation
import LiveryCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The `<color>` resources of one Android values XML file, in document order.
///
/// Reads `<color name="…">` and `<item name="…" type="color">` children of `<resources>`;
/// other resources (strings, dimensions, styles) are ignored.
enum AndroidResourceParser {
    struct Entry {
        var name: String
        var value: String
        var line: Int
    }

    static func colors(in file: InputFile) throws(Diagnostic) -> [Entry] {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(file.contents))
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let problem = delegate.problem {
            throw .error(problem.message, file: file.path, location: SourceLocation(line: problem.line, column: 1))
        }
        guard succeeded else {
            let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown error"
            throw .error("invalid XML: \(message)", file: file.path, location: SourceLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
        }
        if !delegate.sawResources {
            throw .error("an Android values file has a <resources> root element", file: file.path)
        }
        return delegate.entries
    }

    /// Collects color elements; used by one parse on one thread, never shared.
    private final class Delegate: NSObject, XMLParserDelegate {
        var entries: [Entry] = []
        var sawResources = false
        var problem: (message: String, line: Int)?
        private var depth = 0
        private var open: (name: String, line: Int)?
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            depth += 1
            if depth == 1 { sawResources = elementName == "resources" }
            guard depth == 2 else { return }
            let isColor = elementName == "color" || (elementName == "item" && attributeDict["type"] == "color")
            guard isColor else { return }
            guard let name = attributeDict["name"], !name.isEmpty else {
                if problem == nil { problem = ("a <\(elementName)> without a name", parser.lineNumber) }
                return
            }
            open = (name, parser.lineNumber)
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if open != nil { text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            if depth == 2, let current = open {
                entries.append(Entry(name: current.name, value: text.trimmingCharacters(in: .whitespacesAndNewlines), line: current.line))
                open = nil
            }
            depth -= 1
        }
    }
}
