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
    // The appends are `@inlinable` over `@usableFromInline` storage so that they inline into the
    // exporters in LiveryTools, which call them once per piece of text (millions in one build);
    // a call across the module boundary for each would cost more than the copy it makes.
    @usableFromInline
    var storage: [UInt8] = []

    /// The text so far.
    @inlinable
    public var bytes: [UInt8] { storage }

    /// An empty buffer with room for `capacity` bytes.
    @inlinable
    public init(capacity: Int = 0) {
        storage.reserveCapacity(capacity)
    }

    /// The text so far as a `String`.
    @inlinable
    public var string: String { String(decoding: storage, as: UTF8.self) }

    /// The number of bytes so far.
    @inlinable
    public var count: Int { storage.count }

    /// Makes room for `capacity` bytes in all.
    @inlinable
    public mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    /// Appends a literal as it is.
    @inlinable
    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { storage.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of `text` as it is (no quotes, no escaping).
    @inlinable
    public mutating func append(text: String) {
        var text = text
        text.withUTF8 { storage.append(contentsOf: $0) }
    }

    /// Appends one byte.
    @inlinable
    public mutating func append(byte: UInt8) {
        storage.append(byte)
    }

    /// Appends bytes as they are.
    @inlinable
    public mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
        storage.append(contentsOf: more)
    }

    /// Appends a line break (`\n`).
    @inlinable
    public mutating func newline() {
        storage.append(UInt8(ascii: "\n"))
    }

    /// Appends `count` spaces.
    @inlinable
    public mutating func append(spaces count: Int) {
        for _ in 0..<max(0, count) { storage.append(UInt8(ascii: " ")) }
    }

    /// Appends two spaces per level of indentation.
    @inlinable
    public mutating func append(indent levels: Int) {
        append(spaces: 2 * levels)
    }

    /// Appends the decimal digits of `value`, with a leading `-` when negative.
    @inlinable
    public mutating func append(integer value: Int64) {
        if value < 0 { storage.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 20 digits hold any UInt64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            storage.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }
}
