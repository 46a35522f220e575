import LiveryCore

/// One custom property declaration, in two spellings: `hex` for every browser, and `wide` with
/// `color(display-p3 …)` for colors outside sRGB (equal to `hex` when there are none).
struct CSSDeclaration: Hashable {
    var property: String
    var hex: String
    var wide: String

    var hasWideGamut: Bool { hex != wide }
}

extension CSSDeclaration {
    /// The declarations of one token: one property, or for a typography the `font` shorthand
    /// followed by one property per member (`--type-body-font-size`, …).
    static func declarations(property: String, token: ResolvedToken) -> [CSSDeclaration] {
        if case .color(let color) = token.value {
            let (hex, wide) = CSSValueText.spellings(color)
            return [CSSDeclaration(property: property, hex: hex, wide: wide)]
        }
        let hex = texts(property: property, value: token.value, color: CSSValueText.hex)
        let wide = texts(property: property, value: token.value, color: CSSValueText.wideGamut)
        return zip(hex, wide).map { CSSDeclaration(property: $0.0, hex: $0.1, wide: $1.1) }
    }

    /// A token whose light and dark values differ only in their colors, as `light-dark()`
    /// values (`0 1px 2px light-dark(#0000001a, #00000099)`); `nil` when they differ otherwise.
    static func lightDark(property: String, light: ResolvedToken, dark: ResolvedToken) -> [CSSDeclaration]? {
        if case .color(let l) = light.value, case .color(let d) = dark.value {
            // The general case below for one color, without placeholders.
            let (lightHex, lightWide) = CSSValueText.spellings(l)
            guard l != d else { return [CSSDeclaration(property: property, hex: lightHex, wide: lightWide)] }
            let (darkHex, darkWide) = CSSValueText.spellings(d)
            return [
                CSSDeclaration(
                    property: property, hex: "light-dark(\(lightHex), \(darkHex))",
                    wide: "light-dark(\(lightWide), \(darkWide))")
            ]
        }
        let (lightShape, lightColors) = shape(property: property, value: light.value)
        let (darkShape, darkColors) = shape(property: property, value: dark.value)
        guard lightShape.map(\.0) == darkShape.map(\.0), lightShape.map(\.1) == darkShape.map(\.1),
            lightColors.count == darkColors.count
        else { return nil }
        let pairs = Array(zip(lightColors, darkColors))
        func combined(_ format: CSSValueText.ColorText) -> [String] {
            let colors = pairs.map { l, d in
                l == d ? format(l) : "light-dark(\(format(l)), \(format(d)))"
            }
            var next = 0
            return lightShape.map { _, skeleton in
                skeleton.split(separator: placeholder, omittingEmptySubsequences: false).enumerated()
                    .map { i, part in
                        guard i > 0, next < colors.count else { return String(part) }
                        defer { next += 1 }
                        return colors[next] + part
                    }.joined()
            }
        }
        let hex = combined(CSSValueText.hex)
        let wide = combined(CSSValueText.wideGamut)
        return lightShape.indices.map { CSSDeclaration(property: lightShape[$0].0, hex: hex[$0], wide: wide[$0]) }
    }

    private static let placeholder: Character = "\u{0}"

    /// The declarations with every color replaced by a placeholder, and the colors in order.
    private static func shape(property: String, value: TokenValue) -> ([(String, String)], [Color]) {
        var colors: [Color] = []
        let texts = texts(property: property, value: value) { color in
            colors.append(color)
            return String(placeholder)
        }
        return (texts, colors)
    }

    private static func texts(
        property: String, value: TokenValue, color: CSSValueText.ColorText
    ) -> [(String, String)] {
        CSSTokenText.declarations(property: property, value: value, color: color).map { ($0.property, $0.value) }
    }
}
