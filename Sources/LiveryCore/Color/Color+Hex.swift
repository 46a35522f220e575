extension Color {
    /// Reads a CSS hex color into sRGB: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    ///
    /// The `#` is optional and digits are case-insensitive; surrounding whitespace is not allowed.
    ///
    /// ```swift
    /// try Color(hex: "#FF000080")   // srgb (1, 0, 0), alpha 0.50196…
    /// try Color(hex: "0f0")         // srgb (0, 1, 0)
    /// ```
    ///
    /// - Throws: ``ColorError`` naming the string when it is not one of those forms.
    public init(hex: String) throws(ColorError) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        var values: [Int] = []
        values.reserveCapacity(8)
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else {
                throw ColorError(
                    "hex color \(TextExcerpt.quoted(hex)) contains \"\(character)\", which is not a hex digit")
            }
            values.append(value)
        }
        let channels: [Double]
        switch values.count {
        case 3, 4: channels = values.map { Double($0 * 17) / 255 }
        case 6, 8:
            channels = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
        default:
            throw ColorError(
                "hex color \(TextExcerpt.quoted(hex)) must have 3, 4, 6 or 8 hex digits, found \(values.count)")
        }
        self.init(.srgb, channels[0], channels[1], channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// The color as lowercase CSS hex: `#rrggbb`, or `#rrggbbaa` when alpha is below 1.
    ///
    /// The color is first gamut-mapped to sRGB (CSS Color 4 algorithm), then each channel is
    /// rounded to the nearest of 256 steps. Missing components count as 0.
    ///
    /// ```swift
    /// Color(.oklch, 0.628, 0.2577, 29.23).hex   // "#ff0000"
    /// ```
    public var hex: String {
        // An sRGB color inside sRGB maps to itself (clamped to the cube, as `byte` clamps).
        let rgb = (space == .srgb && isInGamut(.srgb) ? self : gamutMapped(to: .srgb)).componentsWithMissingAsZero
        let translucent = alpha < 1
        // Bytes, then one String (`String(unsafeUninitializedCapacity:)` is iOS 14, above the floor).
        var text: [UInt8] = [UInt8(ascii: "#")]
        text.reserveCapacity(9)
        func put(_ channel: Double) {
            let byte = Self.byte(channel)
            text.append(Self.hexDigits[byte >> 4])
            text.append(Self.hexDigits[byte & 15])
        }
        put(rgb.x)
        put(rgb.y)
        put(rgb.z)
        if translucent { put(alpha) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The color as `#rrggbb` with alpha left out, the DTCG `hex` fallback form.
    public var opaqueHex: String { String(hex.prefix(7)) }

    /// Two lowercase hex digits for a channel in 0…1 (clamped; NaN reads as 0).
    static func hexByte(_ channel: Double) -> String {
        let byte = byte(channel)
        return String(decoding: [hexDigits[byte >> 4], hexDigits[byte & 15]], as: UTF8.self)
    }

    /// A channel in 0…1 as 0…255 (clamped; NaN reads as 0).
    private static func byte(_ channel: Double) -> Int {
        let clamped = channel.isNaN ? 0 : Swift.min(Swift.max(channel, 0), 1)
        return Int((clamped * 255).rounded())
    }

    /// The ASCII codes of `0123456789abcdef`.
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
