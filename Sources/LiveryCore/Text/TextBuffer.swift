/// The UTF-8 bytes of a generated text file, appended piece by piece: literals, strings,
/// decimal integers, indentation.
///
/// The one buffer every writer of text builds on — ``JSONWriter``, and the exporters' CSS,
/// Swift and Android XML — so none of them borrows another format's writer to put bytes in a
/// row. It knows nothing of any format: escaping and layout belong to the writers.
///
/// ```swift
/// var out = TextBuffer(capacity: 64)
/// out.append("width: ")
/// out.append(integer: 16)
/// out.append("px;")
/// out.newline()
/// out.string   // "width: 16px;\n"
/// ```
public struct TextBuffer: Sendable {
    /// The text so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text so far as a `String`.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The number of bytes so far.
    public var count: Int { bytes.count }

    /// Makes room for `capacity` bytes in all.
    public mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends a literal as it is.
    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of `text` as it is (no quotes, no escaping).
    public mutating func append(text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends one byte.
    public mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends bytes as they are.
    public mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// Appends a line break (`\n`).
    public mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `count` spaces.
    public mutating func append(spaces count: Int) {
        for _ in 0..<max(0, count) { bytes.append(UInt8(ascii: " ")) }
    }

    /// Appends two spaces per level of indentation.
    public mutating func append(indent levels: Int) {
        append(spaces: 2 * levels)
    }

    /// Appends the decimal digits of `value`, with a leading `-` when negative.
    public mutating func append(integer value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 20 digits hold any UInt64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }
}
