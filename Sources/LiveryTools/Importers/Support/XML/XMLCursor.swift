import LiveryCore

/// A position in the decoded characters of an XML file, tracking its line and column.
struct XMLCursor {
    let scalars: [Unicode.Scalar]
    private(set) var offset = 0
    private(set) var location = SourceLocation(line: 1, column: 1)

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var isAtEnd: Bool { offset >= scalars.count }

    func peek() -> Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    func starts(with text: StaticString) -> Bool {
        var index = offset
        for byte in UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount) {
            guard index < scalars.count, scalars[index].value == UInt32(byte) else { return false }
            index += 1
        }
        return true
    }

    /// Moves past one character; `\r\n`, `\r` and `\n` each end a line.
    mutating func advance() {
        guard offset < scalars.count else { return }
        let scalar = scalars[offset]
        offset += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            location = SourceLocation(line: location.line + 1, column: 1)
        } else {
            location.column += 1
        }
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    /// Skips spaces, tabs and line breaks; returns whether there were any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = offset
        while let scalar = peek(), XMLText.isWhitespace(scalar) { advance() }
        return offset > start
    }

    /// An XML name (`color`, `android:name`, `xliff:g`), or an error saying `what` was expected.
    mutating func readName(what: String) throws(XMLSyntaxError) -> String {
        guard let first = peek(), XMLText.isNameStart(first) else { throw error("expected \(what)") }
        var name = String.UnicodeScalarView()
        name.append(first)
        advance()
        while let scalar = peek(), XMLText.isNameCharacter(scalar) {
            name.append(scalar)
            advance()
        }
        return String(name)
    }

    func error(_ message: String) -> XMLSyntaxError {
        XMLSyntaxError(message: message, location: location)
    }
}
