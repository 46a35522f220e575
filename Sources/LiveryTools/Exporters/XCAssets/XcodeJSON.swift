import LiveryCore

/// Writes JSON the way Xcode writes asset catalog `Contents.json` files: keys sorted, `" : "`
/// between key and value, two-space indentation, every array and object expanded, and a final
/// newline — so exported catalogs do not show diffs once Xcode touches them.
///
/// ``string(_:)`` writes a ``JSONValue`` through ``Stream``, which lays the form out member by
/// member.
enum XcodeJSON {
    static func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    static func bytes(_ value: JSONValue) -> [UInt8] {
        var stream = Stream()
        stream.value(value)
        return stream.finished()
    }

    /// Xcode-style JSON written in order: open a container, then `key(_:)` (in objects) or
    /// `element()` (in arrays) before each value, then close it.
    struct Stream {
        private var out: TextBuffer
        /// Members written so far in each open container, outermost first.
        private var counts: [Int] = []

        init(capacity: Int = 0) {
            out = TextBuffer(capacity: capacity)
        }

        mutating func openObject() { open(UInt8(ascii: "{")) }
        mutating func closeObject() { close(UInt8(ascii: "}")) }
        mutating func openArray() { open(UInt8(ascii: "[")) }
        mutating func closeArray() { close(UInt8(ascii: "]")) }

        /// Starts an object member: `"key" : `.
        mutating func key(_ key: String) {
            element()
            JSONWriter.appendQuoted(key, into: &out)
            out.append(" : ")
        }

        /// Starts an array element.
        mutating func element() {
            guard let last = counts.indices.last else { return }
            out.append(counts[last] == 0 ? "\n" : ",\n")
            out.append(indent: counts.count)
            counts[last] += 1
        }

        mutating func string(_ text: String) { JSONWriter.appendQuoted(text, into: &out) }

        /// A scalar as compact JSON, or a container expanded, members sorted by key.
        mutating func value(_ value: JSONValue) {
            switch value {
            case .array(let elements) where !elements.isEmpty:
                openArray()
                for element in elements {
                    self.element()
                    self.value(element)
                }
                closeArray()
            case .object(let object) where !object.isEmpty:
                openObject()
                for member in object.members.sorted(by: { $0.key < $1.key }) {
                    key(member.key)
                    self.value(member.value)
                }
                closeObject()
            default:
                JSONWriter.write(value, into: &out, pretty: false)
            }
        }

        /// The text with its final newline.
        mutating func finished() -> [UInt8] {
            out.newline()
            return out.bytes
        }

        private mutating func open(_ bracket: UInt8) {
            out.append(byte: bracket)
            counts.append(0)
        }

        private mutating func close(_ bracket: UInt8) {
            if let count = counts.popLast(), count > 0 {
                out.newline()
                out.append(indent: counts.count)
            }
            out.append(byte: bracket)
        }
    }
}
