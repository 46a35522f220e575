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

    /// The entries written: every variant in Xcode's order, or only "any" when all are equal.
    private var entries: [Variant] {
        let any = variants.first { !$0.dark && !$0.highContrast }
        let entries =
            variants.allSatisfy { $0.color == any?.color } ? variants.filter { !$0.dark && !$0.highContrast } : variants
        return entries.sorted { order($0) < order($1) }
    }

    var json: JSONValue {
        ["colors": .array(entries.map(entry)), "info": XCAssetsCatalog.info]
    }

    /// The file: what ``XcodeJSON`` writes for ``json`` (keys sorted, `" : "`, everything
    /// expanded), laid out from fixed pieces of text with no JSON tree built. A color set has
    /// one shape, so only the appearances, color spaces and components vary; the tests hold
    /// this equal to the generic writer for every shape.
    var bytes: [UInt8] {
        let entries = entries
        var out = TextBuffer(capacity: 160 + 420 * entries.count)
        out.append("{\n  \"colors\" : [\n")
        for (i, v) in entries.enumerated() {
            out.append("    {\n")
            if v.dark || v.highContrast {
                out.append("      \"appearances\" : [\n")
                if v.dark {
                    out.append(
                        "        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }"
                    )
                    if v.highContrast { out.append(",\n") }
                }
                if v.highContrast {
                    out.append(
                        "        {\n          \"appearance\" : \"contrast\",\n          \"value\" : \"high\"\n        }"
                    )
                }
                out.append("\n      ],\n")
            }
            let (space, c) = Self.wireComponents(v.color)
            out.append("      \"color\" : {\n        \"color-space\" : \"")
            out.append(text: space)
            out.append("\",\n        \"components\" : {\n          \"alpha\" : ")
            Self.writeDecimal(v.color.alpha, into: &out)
            out.append(",\n          \"blue\" : ")
            Self.writeDecimal(c.z, into: &out)
            out.append(",\n          \"green\" : ")
            Self.writeDecimal(c.y, into: &out)
            out.append(",\n          \"red\" : ")
            Self.writeDecimal(c.x, into: &out)
            out.append("\n        }\n      },\n      \"idiom\" : \"universal\"\n    }")
            out.append(i < entries.count - 1 ? ",\n" : "\n")
        }
        out.append("  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        return out.bytes
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

    /// The color space written and the components in it: sRGB inside sRGB, else Display P3
    /// (gamut-mapped).
    private static func wireComponents(_ color: Color) -> (space: String, components: SIMD3<Double>) {
        let wide = !color.isInGamut(.srgb)
        let space: ColorSpaceID = wide ? .displayP3 : .srgb
        return (wide ? "display-p3" : "srgb", color.gamutMapped(to: space).componentsWithMissingAsZero)
    }

    static func colorJSON(_ color: Color) -> JSONValue {
        let (space, c) = wireComponents(color)
        return [
            "color-space": .string(space),
            "components": [
                "red": .string(decimal(c.x)), "green": .string(decimal(c.y)), "blue": .string(decimal(c.z)),
                "alpha": .string(decimal(color.alpha)),
            ],
        ]
    }

    /// ``decimal(_:)`` in quotes, written byte by byte: `"0.502"`.
    static func writeDecimal(_ value: Double, into out: inout TextBuffer) {
        let thousandths = thousandths(value)
        let zero = UInt8(ascii: "0")
        out.append(byte: UInt8(ascii: "\""))
        out.append(byte: zero + UInt8(thousandths / 1000))
        out.append(byte: UInt8(ascii: "."))
        out.append(byte: zero + UInt8(thousandths / 100 % 10))
        out.append(byte: zero + UInt8(thousandths / 10 % 10))
        out.append(byte: zero + UInt8(thousandths % 10))
        out.append(byte: UInt8(ascii: "\""))
    }

    /// 0 … 1000: the value clamped to 0…1 (NaN as 0) in thousandths.
    private static func thousandths(_ value: Double) -> Int {
        Int((min(max(value.isNaN ? 0 : value, 0), 1) * 1000).rounded())
    }

    /// `0.000` … `1.000`: clamped to 0…1, three decimals.
    static func decimal(_ value: Double) -> String {
        let thousandths = thousandths(value)
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
