import LiveryCore

/// The `Contents.json` of one `.colorset`: a universal entry per appearance, as Xcode writes it.
///
/// Entries come in Xcode's order — any, dark, high contrast, dark + high contrast — and a color
/// that is the same in every appearance has only the "any" entry. A color inside sRGB is
/// written in `srgb`; one outside sRGB in `display-p3` (gamut-mapped into Display P3 when it
/// lies beyond that too). Components are strings with three decimals.
struct ColorSetContents {
    /// One entry's color and the appearances it applies to.
    struct Variant {
        var dark: Bool
        var highContrast: Bool
        var color: Color
    }

    var variants: [Variant]

    var json: JSONValue {
        let any = variants.first { !$0.dark && !$0.highContrast }
        let entries = variants.allSatisfy { $0.color == any?.color } ? variants.filter { !$0.dark && !$0.highContrast } : variants
        return [
            "colors": .array(entries.sorted { order($0) < order($1) }.map(entry)),
            "info": XCAssetsCatalog.info,
        ]
    }

    private func order(_ v: Variant) -> Int { (v.highContrast ? 2 : 0) + (v.dark ? 1 : 0) }

    private func entry(_ v: Variant) -> JSONValue {
        var object = JSONObject([("color", Self.colorJSON(v.color)), ("idiom", "universal")])
        var appearances: [JSONValue] = []
        if v.dark { appearances.append(["appearance": "luminosity", "value": "dark"]) }
        if v.highContrast { appearances.append(["appearance": "contrast", "value": "high"]) }
        if !appearances.isEmpty { object["appearances"] = .array(appearances) }
        return .object(object)
    }

    static func colorJSON(_ color: Color) -> JSONValue {
        let wide = !color.isInGamut(.srgb)
        let space: ColorSpaceID = wide ? .displayP3 : .srgb
        let c = color.gamutMapped(to: space).componentsWithMissingAsZero
        return [
            "color-space": .string(wide ? "display-p3" : "srgb"),
            "components": [
                "red": .string(decimal(c.x)), "green": .string(decimal(c.y)), "blue": .string(decimal(c.z)),
                "alpha": .string(decimal(color.alpha)),
            ],
        ]
    }

    /// `0.000` … `1.000`: clamped to 0…1, three decimals.
    static func decimal(_ value: Double) -> String {
        let thousandths = Int((min(max(value.isNaN ? 0 : value, 0), 1) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
