import LiveryCore

/// The character classes of XML 1.0, and the decoding of a file's bytes into characters.
enum XMLText {
    static let predefinedEntities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
    ]

    /// Decodes UTF-8 (dropping a leading byte-order mark); bytes that are not UTF-8, and
    /// characters XML forbids (controls other than tab and line breaks, U+FFFE, U+FFFF), are
    /// an error at their line and column.
    static func scalars(of bytes: [UInt8]) throws(XMLSyntaxError) -> [Unicode.Scalar] {
        var input =
            bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3).makeIterator() : bytes[...].makeIterator()
        var decoder = UTF8()
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var line = 1
        var column = 1
        var previous: Unicode.Scalar = " "
        while true {
            switch decoder.decode(&input) {
            case .scalarValue(let scalar):
                guard isCharacter(scalar) else {
                    let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
                    throw XMLSyntaxError(
                        message: "the character \(code) is not allowed in XML",
                        location: SourceLocation(line: line, column: column))
                }
                scalars.append(scalar)
                if scalar == "\n", previous == "\r" {
                    // The second half of "\r\n": the line already ended.
                } else if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                previous = scalar
            case .emptyInput:
                return scalars
            case .error:
                throw XMLSyntaxError(
                    message: "the file is not UTF-8 text (an invalid byte)",
                    location: SourceLocation(line: line, column: column))
            }
        }
    }

    /// XML 1.0 `Char`.
    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// XML 1.0 `NameStartChar` (ASCII letters, `_`, `:`, and the letter ranges above U+00BF).
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x3A: true
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            true
        default: false
        }
    }

    /// XML 1.0 `NameChar`.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x2D, 0x2E, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(scalar)
        }
    }
}
