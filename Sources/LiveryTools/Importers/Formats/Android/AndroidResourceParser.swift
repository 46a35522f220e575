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
        guard succeeded else {
            let code = (parser.parserError as? NSError)?.code ?? delegate.errorCode ?? -1
            let place = delegate.errorPlace ?? (parser.lineNumber, parser.columnNumber)
            throw .error(
                "invalid XML: \(xmlProblems[code] ?? "error \(code) of the XML parser")", file: file.path,
                location: SourceLocation(line: max(place.line, 1), column: max(place.column, 1)))
        }
        if let problem = delegate.problem {
            throw .error(problem.message, file: file.path, location: SourceLocation(line: problem.line, column: 1))
        }
        if !delegate.sawResources {
            throw .error("an Android values file has a <resources> root element", file: file.path)
        }
        return delegate.entries
    }

    /// Sentences for the parser's most common error codes. Both Foundations report libxml2's
    /// `xmlParserErrors` numbers (which Darwin's `NSXMLParserErrorCode` mirrors), so they are
    /// listed by number rather than through `XMLParser.ErrorCode`, whose raw values differ on Linux.
    static let xmlProblems: [Int: String] = [
        4: "the file is empty",
        5: "content after the root element",
        26: "an undeclared entity (write &amp; for &)",
        38: "\"<\" inside an attribute value",
        39: "an attribute value is not quoted",
        40: "an attribute value is not closed",
        41: "an attribute has no value",
        72: "expected an element",
        73: "a tag is not closed with \">\"",
        74: "expected an end tag",
        75: "expected \"=\" after an attribute name",
        76: "an end tag does not match its start tag",
        77: "an element is not closed",
    ]

    /// Collects color elements; used by one parse on one thread, never shared.
    private final class Delegate: NSObject, XMLParserDelegate {
        var entries: [Entry] = []
        var sawResources = false
        var problem: (message: String, line: Int)?
        var errorCode: Int?
        var errorPlace: (line: Int, column: Int)?
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

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard errorPlace == nil else { return }
            errorCode = (parseError as NSError).code
            errorPlace = (parser.lineNumber, parser.columnNumber)
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
