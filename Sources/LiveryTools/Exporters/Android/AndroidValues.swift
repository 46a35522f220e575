import LiveryCore

/// The Android resource values of one theme: colors, dimensions and integers by resource name.
///
/// Colors are `#RRGGBB`, or `#AARRGGBB` when translucent (Android puts alpha first), gamut-mapped
/// to sRGB. Dimensions are `dp` (1px = 1dp, 1rem = 16dp); a typography's font size is an `sp`
/// dimension named after the token plus `_font_size`. Durations are integers in milliseconds.
struct AndroidValues {
    var colors: [(name: String, value: String)] = []
    var dimens: [(name: String, value: String)] = []
    var integers: [(name: String, value: String)] = []

    init(theme: ResolvedTheme, names: [String: String]) {
        for (token, resolved) in theme.tokens {
            guard let name = names[token] else { continue }
            switch resolved.value {
            case .color(let color): colors.append((name, Self.hex(color)))
            case .dimension(let d): dimens.append((name, Self.dp(d)))
            case .typography(let t):
                dimens.append((name + "_font_size", NumberText.format(Self.points(t.fontSize)) + "sp"))
            case .duration(let d): integers.append((name, NumberText.format(d.seconds * 1000, decimals: 0)))
            default: continue
            }
        }
    }

    /// `#RRGGBB`, or `#AARRGGBB` below full opacity.
    static func hex(_ color: Color) -> String {
        let css = color.hex.dropFirst().uppercased()
        return css.count == 8 ? "#" + css.suffix(2) + css.prefix(6) : "#" + css
    }

    static func points(_ d: Dimension) -> Double { d.unit == .rem ? d.value * 16 : d.value }

    static func dp(_ d: Dimension) -> String { NumberText.format(points(d)) + "dp" }
}
