/// The byte-level state machine behind ``JSONParser``.
struct JSONReader: ~Copyable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// The last column computed, to count columns incrementally on very long lines.
    private var columnCache: (offset: Int, column: Int) = (0, 1)
    private(set) var duplicateKeys: [JSONDuplicateKey] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// An open container on the explicit stack.
    private enum Frame {
        case array([JSONValue])
        case object(JSONObject, key: String, keyLocation: SourceLocation)
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw JSONParseError("the text is UTF-16; JSON files must be UTF-8", at: SourceLocation(line: 1, column: 1))
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
            columnCache = (3, 1)
        }
        skipWhitespace()
        if position == bytes.count {
            throw error(bytes.isEmpty ? "the file is empty" : "the file holds no JSON value")
        }
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(describe(bytes[position])) after the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        var stack: [Frame] = []
        while true {
            skipWhitespace()
            var value: JSONValue
            guard position < bytes.count else { throw error("unexpected end of input; expected a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                try push(&stack)
                position += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    position += 1
                    stack.removeLast()
                    value = .object(JSONObject())
                } else {
                    let (key, location) = try parseKey()
                    stack[stack.count - 1] = .object(JSONObject(), key: key, keyLocation: location)
                    continue
                }
            case UInt8(ascii: "["):
                try push(&stack)
                position += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    position += 1
                    stack.removeLast()
                    value = .array([])
                } else {
                    continue
                }
            default:
                value = try parseScalar()
            }
            // Attach the finished value to its parent, closing every container that ends here.
            while true {
                guard let frame = stack.popLast() else { return value }
                skipWhitespace()
                switch consume frame {
                case .array(var elements):
                    elements.append(value)
                    switch peek() {
                    case UInt8(ascii: ","):
                        position += 1
                        stack.append(.array(elements))
                    case UInt8(ascii: "]"):
                        position += 1
                        value = .array(elements)
                        continue
                    default:
                        throw unexpected(expecting: "',' or ']' in an array")
                    }
                case .object(var object, let key, let keyLocation):
                    if object.insertParsed(value, forKey: key, at: keyLocation) {
                        duplicateKeys.append(JSONDuplicateKey(key: key, location: keyLocation))
                    }
                    switch peek() {
                    case UInt8(ascii: ","):
                        position += 1
                        let (next, location) = try parseKey()
                        stack.append(.object(object, key: next, keyLocation: location))
                    case UInt8(ascii: "}"):
                        position += 1
                        value = .object(object)
                        continue
                    default:
                        throw unexpected(expecting: "',' or '}' in an object")
                    }
                }
                break
            }
        }
    }

    private mutating func push(_ stack: inout [Frame]) throws(JSONParseError) {
        if stack.count >= maxDepth {
            throw error("nesting is deeper than \(maxDepth) levels")
        }
        stack.append(.array([]))
    }

    /// Reads `"key"` and the `:` after it.
    private mutating func parseKey() throws(JSONParseError) -> (String, SourceLocation) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw unexpected(expecting: "a quoted key") }
        let location = currentLocation()
        let key = try parseString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw unexpected(expecting: "':' after the key") }
        position += 1
        return (key, location)
    }

    private mutating func parseScalar() throws(JSONParseError) -> JSONValue {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw unexpected(expecting: "a value")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for i in 0..<count where position + i >= bytes.count || bytes[position + i] != expected[i] {
            throw error("invalid literal; expected '\(literal)'")
        }
        position += count
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw unexpected(expecting: "a digit") }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard let d = peek(), isDigit(d) else { throw unexpected(expecting: "a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let d = peek(), isDigit(d) else { throw unexpected(expecting: "a digit in the exponent") }
            skipDigits()
        }
        let length = position - start
        if isInteger && length <= 15 {
            var value = 0.0
            var negative = false
            for i in start..<position {
                let b = bytes[i]
                if b == UInt8(ascii: "-") { negative = true } else { value = value * 10 + Double(b &- 48) }
            }
            return negative ? -value : value
        }
        if let value = Self.exactDecimal(UnsafeBufferPointer(rebasing: bytes[start..<position])) { return value }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONParseError("the number \(text.prefix(40)) is out of range", at: location(of: start))
        }
        return value
    }

    /// A well-formed JSON number whose digits (at most 19, read as an integer `m` ≤ 2^53) and
    /// decimal exponent `e` (|e| ≤ 22) make `m × 10^e` one correctly rounded operation on two
    /// exact doubles (Clinger's fast path) — the same `Double` a full conversion gives; `nil`
    /// for anything else (long or huge numbers go to the full conversion).
    private static func exactDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var exponent = 0
        var exponentNegative = false
        var negative = false
        var part = 0 // 0 integer, 1 fraction, 2 exponent
        for byte in text {
            switch byte {
            case UInt8(ascii: "-"):
                if part == 2 { exponentNegative = true } else { negative = true }
            case UInt8(ascii: "+"):
                continue
            case UInt8(ascii: "."):
                part = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                part = 2
            default:
                let digit = Int(byte &- UInt8(ascii: "0"))
                if part == 2 {
                    exponent = exponent * 10 + digit
                    if exponent > 400 { return nil }
                } else {
                    if digits > 0 || digit != 0 { digits += 1 }
                    if digits > 19 { return nil }
                    mantissa = mantissa * 10 + UInt64(digit)
                    if part == 1 { fractionDigits += 1 }
                }
            }
        }
        guard mantissa <= 1 << 53 else { return nil }
        let power = (exponentNegative ? -exponent : exponent) - fractionDigits
        guard (-22...22).contains(power) else { return nil }
        var value = Double(mantissa)
        if power > 0 { value *= exactPowersOfTen[power] } else if power < 0 { value /= exactPowersOfTen[-power] }
        return negative ? -value : value
    }

    /// 10^0 … 10^22, every one exactly representable as a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    // MARK: - Strings

    private mutating func parseString() throws(JSONParseError) -> String {
        position += 1 // opening quote
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                let s = try makeString(start..<position)
                position += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw error("a control character must be escaped in a string") }
            position += 1
        }
        var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                position += 1
                guard let s = String(validating: scalars, as: UTF8.self) else {
                    throw error("invalid UTF-8 in a string")
                }
                return s
            }
            if b < 0x20 { throw error("a control character must be escaped in a string") }
            if b != UInt8(ascii: "\\") {
                scalars.append(b)
                position += 1
                continue
            }
            position += 1
            guard let e = peek() else { break }
            position += 1
            switch e {
            case UInt8(ascii: "\""): scalars.append(0x22)
            case UInt8(ascii: "\\"): scalars.append(0x5C)
            case UInt8(ascii: "/"): scalars.append(0x2F)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape()
                scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                position -= 2
                throw error("invalid escape '\\\(describeRaw(e))' in a string")
            }
        }
        throw error("unexpected end of input inside a string")
    }

    private mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
        let high = try readHex4()
        if (0xD800...0xDBFF).contains(high) {
            guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
            else { throw error("a high surrogate \\u escape must be followed by a low surrogate") }
            position += 2
            let low = try readHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in a \\u escape") }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate in a \\u escape") }
        return scalar
    }

    private mutating func readHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek() else { throw error("unexpected end of input in a \\u escape") }
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - 55)
            default: throw error("invalid hex digit in a \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func makeString(_ range: Range<Int>) throws(JSONParseError) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if !slice.contains(where: { $0 >= 0x80 }) {
            return String(decoding: slice, as: UTF8.self)
        }
        guard let s = String(validating: slice, as: UTF8.self) else {
            throw JSONParseError("invalid UTF-8 in a string", at: location(of: range.lowerBound))
        }
        return s
    }

    // MARK: - Whitespace and positions

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                lineStart = position
                columnCache = (position, 1)
            default:
                return
            }
        }
    }

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func currentLocation() -> SourceLocation {
        var (offset, column) = columnCache
        if offset < lineStart || offset > position { (offset, column) = (lineStart, 1) }
        for i in offset..<position where bytes[i] & 0xC0 != 0x80 { column += 1 }
        columnCache = (position, column)
        return SourceLocation(line: line, column: column)
    }

    /// The location of an offset on the current line (used for errors only).
    private func location(of offset: Int) -> SourceLocation {
        var column = 1
        for i in lineStart..<max(lineStart, offset) where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(line: line, column: column)
    }

    private func error(_ message: String) -> JSONParseError {
        JSONParseError(message, at: location(of: position))
    }

    private func unexpected(expecting what: String) -> JSONParseError {
        guard let b = peek() else { return error("unexpected end of input; expected \(what)") }
        return error("unexpected \(describe(b)); expected \(what)")
    }

    private func describe(_ b: UInt8) -> String {
        b < 0x80 ? "'\(describeRaw(b))'" : "byte 0x\(String(b, radix: 16))"
    }

    private func describeRaw(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "\\u{\(String(b, radix: 16))}"
    }
}
