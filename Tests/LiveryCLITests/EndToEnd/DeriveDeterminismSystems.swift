import Foundation
import LiveryCore
import LiveryTestSupport

/// The systems ``DeriveDeterminismTests`` derives a dark theme of, written into a folder.
struct DeriveDeterminismSystem: Sendable, CustomStringConvertible {
    var name: String
    /// Arguments added to `livery derive`'s (`--anchor`s).
    var arguments: [String] = []
    /// Words the report must hold, so the run is known to take the paths it is for.
    var reportSays: [String] = []
    var write: @Sendable (TemporaryFolder) throws -> (resolver: String, pairs: String)

    var description: String { name }

    static let all = [small, issueSized, anchored]

    /// Writes `light` and `dark` token files (each with its own palette, `palette(dark)`, and
    /// the semantic tokens), a resolver reading one per theme, and the pairs.
    static func write(
        in folder: TemporaryFolder, palette: (Bool) -> String, semantic: (Bool) -> String, pairs: [String]
    ) throws -> (resolver: String, pairs: String) {
        for theme in ["light", "dark"] {
            _ = try folder.write(
                "theme/\(theme).tokens.json",
                text:
                    "{\"p\": {\"$type\": \"color\", \(palette(theme == "dark"))}, \"c\": {\"$type\": \"color\", \(semantic(theme == "dark"))}}"
            )
        }
        let resolver = try folder.write(
            "system.resolver.json",
            text: """
                {"name": "Determinism", "version": "2025.10",
                 "modifiers": {"theme": {"contexts": {
                   "light": [{"$ref": "theme/light.tokens.json"}], "dark": [{"$ref": "theme/dark.tokens.json"}]},
                   "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
                """)
        let pairsFile = try folder.write("pairs.json", text: "{\"pairs\": [\(pairs.joined(separator: ",\n"))]}")
        return (resolver, pairsFile)
    }

    static func pair(_ foreground: String, _ background: String, _ minimum: String, over: [String] = []) -> String {
        let backdrops = over.isEmpty ? "" : ", \"over\": [\(over.map { "\"\($0)\"" }.joined(separator: ", "))]"
        return
            "{\"foreground\": \"\(foreground)\", \"background\": \"\(background)\", \"minimum\": \"\(minimum)\"\(backdrops)}"
    }

    /// Primitives per theme and semantic tokens aliasing them, several of different roles on
    /// one primitive that no pair names: 136 colors, 40 pairs.
    static let small = DeriveDeterminismSystem(name: "per-theme primitives, 136 colors") { folder in
        let hues = ["blue", "red", "green", "orange", "purple", "teal", "pink", "gray"]
        let steps = [100, 200, 300, 400, 500, 600, 700, 800, 900]
        func palette(dark: Bool) -> String {
            hues.enumerated().map { (h, hue) in
                let entries = steps.enumerated().map { (i, step) -> String in
                    let level = dark ? steps.count - 1 - i : i
                    let v = 245 - level * 27
                    let hex = String(format: "#%02x%02x%02x", v, max(0, v - 20 * (h % 3)), max(0, v - 15 * (h % 4)))
                    return "\"\(step)\": {\"$value\": \"\(hex)\"}"
                }
                return "\"\(hue)\": {\(entries.joined(separator: ", "))}"
            }.joined(separator: ", ")
        }
        let semantic =
            "\"page\": {\"$value\": \"{p.gray.100}\"}, "
            + hues.map { hue in
                let members = [
                    ("fg", 700), ("border", 500), ("bg-muted", 100), ("bg-emphasis", 700), ("on-emphasis", 100),
                    ("fill", 700), ("tint", 500), ("bg-subtle", 500),
                ]
                return "\"\(hue)\": {"
                    + members.map { "\"\($0.0)\": {\"$value\": \"{p.\(hue).\($0.1)}\"}" }.joined(separator: ", ") + "}"
            }.joined(separator: ", ")
        let pairs = hues.flatMap { hue in
            [
                pair("c.\(hue).fg", "c.page", "text"), pair("c.\(hue).fg", "c.\(hue).bg-muted", "text"),
                pair("c.\(hue).border", "c.page", "non-text"), pair("c.page", "c.\(hue).bg-subtle", "non-text"),
                pair("c.\(hue).on-emphasis", "c.\(hue).bg-emphasis", "text"),
            ]
        }
        return try write(in: folder, palette: palette(dark:), semantic: { _ in semantic }, pairs: pairs)
    }

    /// The issue's shape at its size: 13 hues × 10 steps per theme, ~800 colors, 155 pairs,
    /// on-emphasis text sharing the page's white, translucent muted backgrounds read over two
    /// backdrops, button state families, and component tokens aliasing the ramps.
    static let issueSized = DeriveDeterminismSystem(name: "issue-sized, 799 colors, 155 pairs") { folder in
        let hues: [(String, Double, Double)] = [
            ("gray", 250, 0.01), ("blue", 255, 0.15), ("green", 145, 0.14), ("yellow", 90, 0.14),
            ("orange", 55, 0.15), ("red", 25, 0.17), ("purple", 300, 0.15), ("pink", 350, 0.15),
            ("coral", 35, 0.14), ("teal", 190, 0.1), ("lime", 125, 0.15), ("olive", 110, 0.08), ("brown", 60, 0.07),
        ]
        let light = [0.98, 0.93, 0.86, 0.78, 0.69, 0.6, 0.52, 0.44, 0.36, 0.28]
        let dark = [0.22, 0.27, 0.33, 0.4, 0.48, 0.57, 0.66, 0.75, 0.84, 0.93]
        func color(_ hue: (String, Double, Double), _ step: Int, dark isDark: Bool, alpha: Double = 1) -> Color {
            let chroma = hue.2 * (0.3 + 0.7 * sin(Double.pi * Double(step + 1) / 11))
            let l = (isDark ? dark : light)[step]
            return Color(.oklch, l, chroma, hue.1, alpha: alpha).gamutMapped(to: .srgb)
        }
        func palette(dark isDark: Bool) -> String {
            hues.map { hue in
                "\"\(hue.0)\": {"
                    + (0..<10).map { "\"\($0)\": {\"$value\": \"\(color(hue, $0, dark: isDark).hex)\"}" }
                    .joined(separator: ", ") + "}"
            }.joined(separator: ", ")
                + ", \"white\": {\"$value\": \"\(isDark ? "#f0f6fc" : "#ffffff")\"}, \"black\": {\"$value\": \"#000000\"}"
        }
        let roles = [
            ("accent", 1), ("success", 2), ("attention", 3), ("severe", 4), ("danger", 5), ("done", 6),
            ("sponsors", 7), ("closed", 8), ("open", 9), ("neutral", 0),
        ]
        let buttons = [("primary", 2), ("danger", 5), ("secondary", 0), ("outline", 1), ("invisible", 0)]
        func entry(_ name: String, _ value: String) -> String { "\"\(name)\": {\"$value\": \(value)}" }
        func ref(_ hue: Int, _ step: Int) -> String { "\"{p.\(hues[hue].0).\(step)}\"" }
        func semantic(dark isDark: Bool) -> String {
            var groups: [String] = []
            groups.append(
                "\"fg\": {"
                    + [
                        entry("default", ref(0, 9)), entry("muted", ref(0, 6)), entry("subtle", ref(0, 5)),
                        entry("onEmphasis", "\"{p.white}\""),
                    ].joined(separator: ", ") + "}")
            groups.append(
                "\"canvas\": {"
                    + [entry("default", "\"{p.white}\""), entry("subtle", ref(0, 0)), entry("inset", ref(0, 1))]
                    .joined(separator: ", ") + "}")
            for (role, hue) in roles {
                let muted = color(hues[hue], 3, dark: isDark, alpha: 0.4).dtcg
                let members = [
                    entry("fg", ref(hue, 6)), entry("emphasis", ref(hue, 5)),
                    entry("muted", JSONWriter.string(muted, pretty: false)), entry("subtle", ref(hue, 0)),
                    entry("border", ref(hue, 4)), entry("onEmphasis", "\"{p.white}\""), entry("text", ref(hue, 7)),
                ]
                groups.append("\"\(role)\": {\(members.joined(separator: ", "))}")
            }
            for (kind, hue) in buttons {
                let members =
                    [("bg", 5), ("hover", 6), ("active", 7), ("selected", 6), ("disabled", 2)].map {
                        entry($0.0, ref(hue, $0.1))
                    } + [
                        entry("fg", "\"{p.white}\""), entry("fgDisabled", ref(hue, 1)), entry("border", ref(hue, 6)),
                        entry("icon", ref(hue, 1)),
                    ]
                groups.append("\"button-\(kind)\": {\(members.joined(separator: ", "))}")
            }
            groups.append(
                "\"scale\": {"
                    + hues.indices.map { h in
                        "\"\(hues[h].0)\": {" + (0..<10).map { entry("\($0)", ref(h, $0)) }.joined(separator: ", ")
                            + "}"
                    }.joined(separator: ", ") + "}")
            groups.append(
                "\"widget\": {"
                    + hues.indices.flatMap { h in (0..<30).map { j in entry("\(hues[h].0)-\(j)", ref(h, j * 7 % 10)) } }
                    .joined(separator: ", ") + "}")
            return groups.joined(separator: ", ")
        }
        var pairs: [String] = []
        for fg in ["default", "muted", "subtle"] {
            for bg in ["default", "subtle", "inset"] { pairs.append(pair("c.fg.\(fg)", "c.canvas.\(bg)", "text")) }
        }
        let backdrops = ["c.canvas.default", "c.canvas.inset"]
        for (role, _) in roles {
            for bg in ["default", "subtle", "inset"] { pairs.append(pair("c.\(role).fg", "c.canvas.\(bg)", "text")) }
            pairs += [
                pair("c.\(role).fg", "c.\(role).muted", "text", over: backdrops),
                pair("c.\(role).text", "c.\(role).subtle", "text"),
                pair("c.\(role).onEmphasis", "c.\(role).emphasis", "text"),
                pair("c.fg.onEmphasis", "c.\(role).emphasis", "text"),
                pair("c.\(role).border", "c.canvas.default", "non-text"),
                pair("c.fg.default", "c.\(role).muted", "text", over: backdrops),
            ]
        }
        for (kind, _) in buttons {
            for state in ["bg", "hover", "active", "selected"] {
                pairs.append(pair("c.button-\(kind).fg", "c.button-\(kind).\(state)", "text"))
            }
            pairs += [
                pair("c.button-\(kind).border", "c.canvas.default", "non-text"),
                pair("c.button-\(kind).fgDisabled", "c.button-\(kind).disabled", "non-text"),
            ]
        }
        for (hue, _, _) in hues {
            pairs += [
                pair("c.widget.\(hue)-3", "c.widget.\(hue)-1", "text"),
                pair("c.widget.\(hue)-9", "c.canvas.default", "non-text"),
            ]
        }
        return try write(in: folder, palette: palette(dark:), semantic: semantic(dark:), pairs: pairs)
    }

    /// A shared palette and anchors whose followers (`AnchorFollowers`) the derivation decides:
    /// a label stated on another step (its analogues on the other hues follow), a button stated
    /// as its light color (its hover and pressed steps keep theirs), and white button text
    /// stated dark (the fills are mirrored).
    static let anchored = DeriveDeterminismSystem(
        name: "shared palette with anchors and their followers",
        arguments: [
            "--anchor", "c.label.blue.default={p.blue.300}", "--anchor", "c.button.green.rest={p.green.600}",
            "--anchor", "c.on-button.red.rest={p.gray.900}",
        ],
        reportSays: ["an analogue of c.label.blue.default", "a state of c.button.green.rest", "fills are mirrored"]
    ) { folder in
        let hues = ["blue", "red", "green", "orange", "gray"]
        let steps = [100, 200, 300, 400, 500, 600, 700, 800, 900]
        let palette =
            hues.enumerated().map { (h, hue) in
                "\"\(hue)\": {"
                    + steps.enumerated().map { (i, step) -> String in
                        let v = 245 - i * 27
                        let hex = String(format: "#%02x%02x%02x", v, max(0, v - 25 * (h % 3)), max(0, v - 18 * (h % 4)))
                        return "\"\(step)\": {\"$value\": \"\(hex)\"}"
                    }.joined(separator: ", ") + "}"
            }.joined(separator: ", ") + ", \"white\": {\"$value\": \"#ffffff\"}"
        _ = try folder.write("palette.tokens.json", text: "{\"p\": {\"$type\": \"color\", \(palette)}}")
        let semantic =
            "\"page\": {\"$value\": \"{p.white}\"}, \"text\": {\"$value\": \"{p.gray.900}\"}, "
            + ["label", "button", "on-button"].map { group in
                "\"\(group)\": {"
                    + hues.map { hue in
                        let states: [(String, String)] =
                            switch group {
                            case "label": [("default", "\(hue).200"), ("hover", "\(hue).300")]
                            case "button": [("rest", "\(hue).600"), ("hover", "\(hue).700"), ("pressed", "\(hue).700")]
                            default: [("rest", "white"), ("hover", "white")]
                            }
                        return "\"\(hue)\": {"
                            + states.map { "\"\($0.0)\": {\"$value\": \"{p.\($0.1)}\"}" }.joined(separator: ", ") + "}"
                    }.joined(separator: ", ") + "}"
            }.joined(separator: ", ")
        _ = try folder.write("theme/light.tokens.json", text: "{\"c\": {\"$type\": \"color\", \(semantic)}}")
        let resolver = try folder.write(
            "system.resolver.json",
            text: """
                {"name": "Determinism", "version": "2025.10", "sets": {"base": {"sources": [{"$ref": "palette.tokens.json"}]}},
                 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "theme/light.tokens.json"}], "dark": []},
                   "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
                """)
        let pairs =
            [pair("c.text", "c.page", "text")]
            + hues.flatMap { hue in
                [
                    pair("c.text", "c.label.\(hue).default", "text"),
                    pair("c.on-button.\(hue).rest", "c.button.\(hue).rest", "text"),
                ]
            }
        let pairsFile = try folder.write("pairs.json", text: "{\"pairs\": [\(pairs.joined(separator: ",\n"))]}")
        return (resolver, pairsFile)
    }
}
