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

    /// The values of `theme`, named by `names`: the resource name of each of `matrix`'s tokens,
    /// in order.
    init(theme: ResolvedTheme, in matrix: ExportMatrix, names: [String]) {
        // A typography's `<name>_font_size` is claimed beside the tokens' own names: a dimension
        // token `type.body.font-size` already named `type_body_font_size` keeps it, and the
        // typography `type-body` gets `type_body_font_size_2` instead of a second resource.
        var scope = NameScope(reserved: Set(names), separator: "_")
        for (index, name) in names.enumerated() {
            guard let resolved = matrix.token(at: index, in: theme) else { continue }
            switch resolved.value {
            case .color(let color): colors.append((name, Self.hex(color)))
            case .dimension(let d): dimens.append((name, Self.dp(d)))
            case .typography(let t):
                dimens.append((scope.claim(name + "_font_size"), NumberText.format(Self.points(t.fontSize)) + "sp"))
            case .duration(let d): integers.append((name, NumberText.format(d.seconds * 1000, decimals: 0)))
            default: continue
            }
        }
    }

    /// `#RRGGBB`, or `#AARRGGBB` below full opacity.
    static func hex(_ color: Color) -> String {
        // The CSS hex (`#rrggbb` / `#rrggbbaa`, ASCII) uppercased, its alpha moved to the front.
        let css = Array(color.hex.utf8.dropFirst()).map {
            (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) ? $0 - 32 : $0
        }
        let ordered = css.count == 8 ? css[6...] + css[..<6] : css[...]
        return String(decoding: [UInt8(ascii: "#")] + ordered, as: UTF8.self)
    }

    static func points(_ d: Dimension) -> Double { d.unit == .rem ? d.value * 16 : d.value }

    static func dp(_ d: Dimension) -> String { NumberText.format(points(d)) + "dp" }
}
