import LiveryCore

/// An XML element read by ``XMLReader``: its name, attributes in document order, the place
/// of its start tag, and its children.
struct XMLElementTree: Sendable, Equatable {
    /// Text (character data, CDATA sections and entity references, already decoded) or a child
    /// element. Comments and processing instructions are not kept.
    enum Child: Sendable, Equatable {
        case text(String)
        case element(XMLElementTree)
    }

    var name: String
    var attributes: [(name: String, value: String)]
    /// The place of the `<` that opens the element.
    var location: SourceLocation
    var children: [Child] = []

    /// The value of the attribute `name`, or `nil`.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in document order.
    var elements: [XMLElementTree] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// Every piece of text inside the element, nested elements included, in document order.
    var text: String {
        var result = ""
        var pending: [ArraySlice<Child>] = [children[...]]
        while var slice = pending.popLast() {
            guard let child = slice.popFirst() else { continue }
            pending.append(slice)
            switch child {
            case .text(let piece): result += piece
            case .element(let element): pending.append(element.children[...])
            }
        }
        return result
    }

    static func == (lhs: XMLElementTree, rhs: XMLElementTree) -> Bool {
        lhs.name == rhs.name && lhs.location == rhs.location && lhs.children == rhs.children
            && lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
    }
}

/// A syntax error of an XML file, with the place it was found.
struct XMLSyntaxError: Error, Sendable, Equatable {
    var message: String
    var location: SourceLocation
}
