import LiveryCore
import Testing

@Suite("Text buffer")
struct TextBufferTests {
    @Test("literals, strings and bytes are appended as they are, in order")
    func appendsPiecesInOrder() {
        var out = TextBuffer()
        out.append("a: ")
        out.append(text: "ünïcode \"quoted\"")
        out.append(byte: UInt8(ascii: ";"))
        out.newline()
        #expect(out.string == "a: ünïcode \"quoted\";\n")
        #expect(out.bytes == Array("a: ünïcode \"quoted\";\n".utf8))
        #expect(out.count == out.bytes.count)
    }

    @Test(
        "integers are written as decimal digits, with a minus sign when negative",
        arguments: [
            (Int64(0), "0"), (7, "7"), (-42, "-42"), (1_000_000, "1000000"),
            (.max, "9223372036854775807"), (.min, "-9223372036854775808"),
        ])
    func writesIntegers(value: Int64, text: String) {
        var out = TextBuffer()
        out.append(integer: value)
        #expect(out.string == text)
    }

    @Test("indentation is two spaces a level; spaces never go negative")
    func indents() {
        var out = TextBuffer()
        out.append(indent: 2)
        out.append("x")
        out.append(spaces: 3)
        out.append(spaces: -1)
        out.append("y")
        #expect(out.string == "    x   y")
    }

    @Test("a buffer with reserved capacity starts empty")
    func reservedCapacityIsEmpty() {
        var out = TextBuffer(capacity: 128)
        #expect(out.count == 0)
        out.reserveCapacity(256)
        #expect(out.string.isEmpty)
    }
}
