import LiveryCore

/// A small, non-validating XML 1.0 reader: enough for Android resource files, and safe on
/// any input.
///
/// Reads the XML declaration and other processing instructions, comments, elements with
/// attributes (single or double quotes, no duplicates), character data, CDATA sections, the
/// five predefined entities and character references (`&#38;`, `&#x26;`). A document type
/// declaration is refused (Android resources have none), so no entity is ever expanded from
/// the file itself. Bytes that are not UTF-8, characters XML forbids, unknown entities and
/// every malformed construct are an ``XMLSyntaxError`` with the line and column of the problem.
///
/// The reader is iterative (an explicit stack of open elements) and refuses elements nested
/// more than ``maximumDepth`` deep, so no input can overflow the call stack (reading the tree,
/// or releasing it).
///
/// ```swift
/// let root = try XMLReader.read(Array(#"<resources><color name="a">#fff</color></resources>"#.utf8))
/// // root.name == "resources", root.elements[0].attribute("name") == "a", root.elements[0].text == "#fff"
/// ```
enum XMLReader {
    /// The deepest nesting of elements read (Android resources use three or four levels).
    static let maximumDepth = 256

    /// Parses `bytes` (UTF-8, an optional byte-order mark) into the root element.
    static func read(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElementTree {
        var cursor = XMLCursor(scalars: try XMLText.scalars(of: bytes))
        return try readDocument(&cursor)
    }

    private static func readDocument(_ cursor: inout XMLCursor) throws(XMLSyntaxError) -> XMLElementTree {
        try readMisc(&cursor, beforeRoot: true)
        guard cursor.peek() == "<" else {
            throw cursor.isAtEnd
                ? cursor.error("the file has no root element") : cursor.error("text before the root element")
        }
        let root = try readElements(&cursor)
        try readMisc(&cursor, beforeRoot: false)
        guard cursor.isAtEnd else { throw cursor.error("content after the root element") }
        return root
    }

    /// Whitespace, comments and processing instructions around the root element.
    private static func readMisc(_ cursor: inout XMLCursor, beforeRoot: Bool) throws(XMLSyntaxError) {
        while true {
            cursor.skipWhitespace()
            if cursor.starts(with: "<?") {
                try readProcessingInstruction(&cursor)
            } else if cursor.starts(with: "<!--") {
                try readComment(&cursor)
            } else if cursor.starts(with: "<!") {
                throw cursor.error(
                    beforeRoot && cursor.starts(with: "<!DOCTYPE")
                        ? "a document type declaration (<!DOCTYPE …>) is not supported" : "unexpected \"<!\"")
            } else {
                return
            }
        }
    }

    /// The root element and everything inside it; `cursor` is at its `<`.
    private static func readElements(_ cursor: inout XMLCursor) throws(XMLSyntaxError) -> XMLElementTree {
        var open: [XMLElementTree] = []
        var text = ""
        func flushText(into element: inout XMLElementTree) {
            if !text.isEmpty { element.children.append(.text(text)) }
            text = ""
        }
        repeat {
            guard let scalar = cursor.peek() else {
                guard let unclosed = open.last else { throw cursor.error("the file has no root element") }
                throw XMLSyntaxError(
                    message: "the element <\(unclosed.name)> is not closed", location: unclosed.location)
            }
            if scalar == "&" {
                text.unicodeScalars.append(contentsOf: try readReference(&cursor))
            } else if scalar != "<" {
                if cursor.starts(with: "]]>") { throw cursor.error("\"]]>\" outside a CDATA section") }
                text.unicodeScalars.append(scalar)
                cursor.advance()
            } else if cursor.starts(with: "</") {
                // Found by the Android fuzzer: a root that starts with an end tag.
                guard let closing = open.last else { throw cursor.error("an end tag before any start tag") }
                try readEndTag(&cursor, closing: closing)
                var element = open.removeLast()
                flushText(into: &element)
                if open.isEmpty { return element }
                open[open.count - 1].children.append(.element(element))
            } else if cursor.starts(with: "<!--") {
                try readComment(&cursor)
            } else if cursor.starts(with: "<![CDATA[") {
                text.unicodeScalars.append(contentsOf: try readCDATA(&cursor))
            } else if cursor.starts(with: "<?") {
                try readProcessingInstruction(&cursor)
            } else if cursor.starts(with: "<!") {
                throw cursor.error("unexpected \"<!\" inside an element")
            } else {
                if !open.isEmpty { flushText(into: &open[open.count - 1]) }
                let (element, isEmpty) = try readStartTag(&cursor)
                if isEmpty {
                    if open.isEmpty { return element }
                    open[open.count - 1].children.append(.element(element))
                } else {
                    guard open.count < maximumDepth else {
                        throw XMLSyntaxError(
                            message: "elements nested more than \(maximumDepth) deep", location: element.location)
                    }
                    open.append(element)
                }
            }
        } while true
    }

    /// `<name attr="value" …>` or `<name …/>`; returns the element and whether it was empty.
    private static func readStartTag(_ cursor: inout XMLCursor) throws(XMLSyntaxError) -> (XMLElementTree, Bool) {
        let location = cursor.location
        cursor.advance()
        let name = try cursor.readName(what: "an element name after \"<\"")
        var element = XMLElementTree(name: name, attributes: [], location: location)
        while true {
            let hadSpace = cursor.skipWhitespace()
            if cursor.starts(with: "/>") {
                cursor.advance(by: 2)
                return (element, true)
            }
            if cursor.peek() == ">" {
                cursor.advance()
                return (element, false)
            }
            if cursor.isAtEnd { throw cursor.error("the tag <\(name)> is not closed with \">\"") }
            guard hadSpace else { throw cursor.error("expected whitespace, \">\" or \"/>\" in the tag <\(name)>") }
            let attributeLocation = cursor.location
            let attribute = try cursor.readName(what: "an attribute name or \">\" in the tag <\(name)>")
            cursor.skipWhitespace()
            guard cursor.peek() == "=" else {
                throw cursor.error("expected \"=\" after the attribute name \(attribute)")
            }
            cursor.advance()
            cursor.skipWhitespace()
            let value = try readAttributeValue(&cursor, of: attribute)
            if element.attribute(attribute) != nil {
                throw XMLSyntaxError(message: "the attribute \(attribute) appears twice", location: attributeLocation)
            }
            element.attributes.append((attribute, value))
        }
    }

    private static func readAttributeValue(
        _ cursor: inout XMLCursor, of attribute: String
    ) throws(XMLSyntaxError) -> String {
        guard let quote = cursor.peek(), quote == "\"" || quote == "'" else {
            throw cursor.error("the value of the attribute \(attribute) is not quoted")
        }
        cursor.advance()
        var value = String.UnicodeScalarView()
        while true {
            guard let scalar = cursor.peek() else {
                throw cursor.error("the value of the attribute \(attribute) is not closed")
            }
            switch scalar {
            case quote:
                cursor.advance()
                return String(value)
            case "<":
                throw cursor.error("\"<\" inside the value of the attribute \(attribute)")
            case "&":
                value.append(contentsOf: try readReference(&cursor))
            case "\t", "\n", "\r":
                value.append(" ")
                cursor.advance()
            default:
                value.append(scalar)
                cursor.advance()
            }
        }
    }

    /// `</name>`, which must close `element`.
    private static func readEndTag(_ cursor: inout XMLCursor, closing element: XMLElementTree) throws(XMLSyntaxError) {
        let location = cursor.location
        cursor.advance(by: 2)
        let name = try cursor.readName(what: "an element name after \"</\"")
        cursor.skipWhitespace()
        guard cursor.peek() == ">" else { throw cursor.error("the end tag </\(name)> is not closed with \">\"") }
        cursor.advance()
        guard name == element.name else {
            throw XMLSyntaxError(
                message:
                    "the end tag </\(name)> does not match the start tag <\(element.name)> (line \(element.location.line))",
                location: location)
        }
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#…;` or `&#x…;`; `cursor` is at the `&`.
    private static func readReference(_ cursor: inout XMLCursor) throws(XMLSyntaxError) -> [Unicode.Scalar] {
        let location = cursor.location
        cursor.advance()
        var body = ""
        while let scalar = cursor.peek(), scalar != ";", body.unicodeScalars.count < 32 {
            guard !scalar.properties.isWhitespace, scalar != "<", scalar != "&" else { break }
            body.unicodeScalars.append(scalar)
            cursor.advance()
        }
        guard cursor.peek() == ";" else {
            throw XMLSyntaxError(message: "a \"&\" that starts no entity (write &amp; for &)", location: location)
        }
        cursor.advance()
        if let scalar = XMLText.predefinedEntities[body] { return [scalar] }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, !digits.hasPrefix("x+"), !digits.hasPrefix("+"),
                let scalar = Unicode.Scalar(value), XMLText.isCharacter(scalar)
            else {
                throw XMLSyntaxError(message: "&\(body); is not a valid character reference", location: location)
            }
            return [scalar]
        }
        throw XMLSyntaxError(message: "an undeclared entity &\(body); (write &amp; for &)", location: location)
    }

    /// `<!-- … -->`; `--` may not appear inside.
    private static func readComment(_ cursor: inout XMLCursor) throws(XMLSyntaxError) {
        let location = cursor.location
        cursor.advance(by: 4)
        while !cursor.isAtEnd {
            if cursor.starts(with: "--") {
                guard cursor.starts(with: "-->") else { throw cursor.error("\"--\" inside a comment") }
                cursor.advance(by: 3)
                return
            }
            cursor.advance()
        }
        throw XMLSyntaxError(message: "a comment is not closed with \"-->\"", location: location)
    }

    private static func readCDATA(_ cursor: inout XMLCursor) throws(XMLSyntaxError) -> [Unicode.Scalar] {
        let location = cursor.location
        cursor.advance(by: 9)
        var content: [Unicode.Scalar] = []
        while let scalar = cursor.peek() {
            if cursor.starts(with: "]]>") {
                cursor.advance(by: 3)
                return content
            }
            content.append(scalar)
            cursor.advance()
        }
        throw XMLSyntaxError(message: "a CDATA section is not closed with \"]]>\"", location: location)
    }

    /// `<?target …?>`; the XML declaration (`<?xml …?>`) only at the very start.
    private static func readProcessingInstruction(_ cursor: inout XMLCursor) throws(XMLSyntaxError) {
        let location = cursor.location
        let atStart = cursor.offset == 0
        cursor.advance(by: 2)
        let target = try cursor.readName(what: "a processing instruction's target after \"<?\"")
        if target.lowercased() == "xml", !atStart {
            throw XMLSyntaxError(
                message: "the XML declaration <?xml …?> must be the first thing in the file", location: location)
        }
        guard cursor.starts(with: "?>") || cursor.skipWhitespace() || cursor.isAtEnd else {
            throw cursor.error("expected whitespace or \"?>\" after <?\(target)")
        }
        while !cursor.isAtEnd {
            if cursor.starts(with: "?>") {
                cursor.advance(by: 2)
                return
            }
            cursor.advance()
        }
        throw XMLSyntaxError(
            message: "the processing instruction <?\(target) is not closed with \"?>\"", location: location)
    }
}
