import Foundation
import LiveryCore

/// SplitMix64: a seeded generator, so a fuzz round is reproduced from its seed alone.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// Names an attacker or a careless designer would write, made of pieces that break generated
/// files when a writer forgets to escape them: comment terminators of every format, quotes,
/// backslashes, markup, interpolation, Swift's keywords and standard names, case and accent
/// twins, combining marks, right-to-left text and bidi controls, emoji sequences, zero-width
/// and noncharacter scalars, line breaks and controls, leading digits, punctuation runs, and
/// names of 250 and more characters. Whether a name is used is up to validation (see
/// ``FuzzRound``): only names `livery validate` accepts reach the exporters.
struct HostileNameGenerator {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(state: seed) }

    static let pieces: [String] = [
        "*/", "/*", "-->", "<!--", "--", "-", "]]>", "<![CDATA[", "\"", "'", "\\", "\\\"", "<", ">", "&", "&amp;",
        "${", "${x}", "\\u{41}", "\\(x)", "#if", "`", "class", "Type", "self", "Self", "init", "default", "string",
        "String", "protocol", "livery", "Tokens", "e\u{301}", "\u{E9}", "a\u{308}\u{323}",
        "\u{5E9}\u{5DC}\u{5D5}\u{5DD}",
        "\u{627}\u{644}\u{639}\u{631}\u{628}\u{64A}\u{629}", "\u{202E}", "\u{2066}", "\u{200F}",
        "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "\u{200B}", "\u{200D}",
        "\u{FEFF}", "\u{2028}", "\u{0600}", "\u{FFFE}", "\u{FFFF}", "\n", "\r", "\t", "\u{0}", "\u{85}", "\u{1B}[31m",
        "0", "9", "2xl", "...", "---", "___", ".", "_", " ", "@import url(//127.0.0.1:9/x);", "url(", "}", "{", ";",
        "<b>", "<script>", "</style>", "<img src=x onerror=alert(1)>", "</title>",
        ":", "#", "\u{3A9}", "\u{DF}", "\u{130}", "\u{FB01}", "a", "B", "bg", "Bg",
    ]

    /// One name of one to four pieces, or (one time in ten) one piece repeated past 250 characters.
    mutating func name() -> String {
        if random.below(10) == 0 {
            let piece = Self.pieces[random.below(Self.pieces.count)] + "x"
            return String(repeating: piece, count: 250 / piece.count + 1)
        }
        return (0...random.below(4)).map { _ in Self.pieces[random.below(Self.pieces.count)] }.joined()
    }

    /// `name` or a twin of it: equal but for case, canonically equal in the other normal form, or
    /// followed by a combining mark or a zero-width space.
    mutating func twin(of name: String) -> String {
        switch random.below(6) {
        case 0: name.uppercased()
        case 1: name.lowercased()
        case 2: name.decomposedStringWithCanonicalMapping
        case 3: name + "\u{301}"
        case 4: name + "\u{200B}"
        default: self.name()
        }
    }
}

/// One fuzz round's theme: two hostile groups and hostile token names (two colors, a
/// dimension, a typography, an image and a top-level duration), hostile extra appearance and
/// contrast contexts, and a hostile third modifier with hostile contexts, as a DTCG resolver
/// and its token files in memory.
struct FuzzRound {
    var groups = ["color", "type"]
    /// Tokens of `groups[0]`: a color, a dimension, a second color.
    var colorLeaves = ["bg", "gap", "fg"]
    /// Tokens of `groups[1]`: a typography, an image.
    var typeLeaves = ["body", "logo"]
    var top = "fast"
    var extraThemes = ["dim"]
    var extraContrast = "low"
    var modifier = "brand"
    var modifierContexts = ["acme", "other"]
    /// The typography's first font family and the image's asset name (values, not names, but as
    /// hostile: they reach the CSS strings and the Swift doc comments).
    var family = "Inter"
    var asset = "logo-light"

    /// The slots a hostile name can take, each read and written by key path.
    static var slots: [WritableKeyPath<FuzzRound, String>] {
        [\.family, \.asset, \.groups[0], \.groups[1], \.top, \.extraContrast, \.modifier]
            + (0..<3).map { \.colorLeaves[$0] } + (0..<2).map { \.typeLeaves[$0] }
            + [\.extraThemes[0], \.modifierContexts[0], \.modifierContexts[1]]
    }

    /// Whether names that share a JSON object differ (as Swift compares them: canonically), so
    /// that no repeated key drops a token.
    var hasDistinctKeys: Bool {
        let scopes = [
            groups + [top], colorLeaves, typeLeaves, ["light", "dark"] + extraThemes,
            ["normal", "high", extraContrast], ["theme", "contrast", modifier], modifierContexts,
        ]
        return scopes.allSatisfy { Set($0).count == $0.count }
    }

    /// Whether `validate` accepts the round: no errors (warnings are allowed).
    var isValid: Bool { !TokenValidation.validate(["app.resolver.json"], loader: .memory(files)).hasErrors }

    /// Each slot given a hostile name in turn, kept when the round still validates with it.
    static func generate(_ generator: inout HostileNameGenerator) -> FuzzRound {
        var round = FuzzRound()
        let slots = slots
        for (i, slot) in slots.enumerated() {
            for _ in 0..<4 {
                var candidate = round
                // One slot in three a twin of the one before (case, normal form, a mark, a zero-width space).
                candidate[keyPath: slot] =
                    i > 0 && generator.random.below(3) == 0
                    ? generator.twin(of: round[keyPath: slots[i - 1]]) : generator.name()
                if candidate.hasDistinctKeys, candidate.isValid {
                    round = candidate
                    break
                }
            }
        }
        // A second extra appearance, a twin of the first when validation allows.
        var twin = round
        twin.extraThemes.append(generator.twin(of: round.extraThemes[0]))
        if twin.hasDistinctKeys, twin.isValid { round = twin }
        return round
    }

    /// Every hostile name of the round, for failure messages (escaped, so they print on one line).
    var summary: String {
        let names =
            groups + colorLeaves + typeLeaves + [top] + extraThemes + [extraContrast, modifier] + modifierContexts
        return names.map { $0.debugDescription }.joined(separator: ", ")
    }

    static func color(_ r: Double, _ g: Double, _ b: Double) -> JSONValue {
        ["$type": "color", "$value": ["colorSpace": "srgb", "components": [.number(r), .number(g), .number(b)]]]
    }

    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members.map { (key: $0.0, value: $0.1) }))
    }

    static func reference(_ path: String) -> JSONValue { ["$ref": .string(path)] }

    /// A JSON pointer segment (RFC 6901: `~` as `~0`, `/` as `~1`).
    static func pointer(_ segment: String) -> String {
        segment.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// A token file overriding the first color (and, when `dimension`, the dimension).
    func override(_ shade: Double, dimension: Bool = false) -> String {
        var members: [(String, JSONValue)] = [(colorLeaves[0], Self.color(shade, 0.2, 0.3))]
        if dimension {
            members.append((colorLeaves[1], ["$type": "dimension", "$value": ["value": 12, "unit": "px"]]))
        }
        return JSONWriter.string(Self.object([(groups[0], Self.object(members))]))
    }

    /// The resolver (`app.resolver.json`) and its token files, by path.
    var files: [String: String] {
        let typography: JSONValue = [
            "fontFamily": [.string(family), "sans-serif"], "fontSize": ["value": 16, "unit": "px"], "fontWeight": 400,
            "letterSpacing": ["value": 0.5, "unit": "px"], "lineHeight": 1.25,
        ]
        let base = Self.object([
            (
                groups[0],
                Self.object([
                    (colorLeaves[0], Self.color(1, 1, 1)),
                    (colorLeaves[1], ["$type": "dimension", "$value": ["value": 8, "unit": "px"]]),
                    (colorLeaves[2], Self.color(0.1, 0.1, 0.1)),
                ])
            ),
            (
                groups[1],
                Self.object([
                    (typeLeaves[0], ["$type": "typography", "$value": typography]),
                    (
                        typeLeaves[1],
                        [
                            "$type": "fontFamily", "$value": .string(asset),
                            "$extensions": .object(ImageToken.extensions),
                        ]
                    ),
                ])
            ),
            (top, ["$type": "duration", "$value": ["value": 200, "unit": "ms"]]),
        ])
        var files = ["base.tokens.json": JSONWriter.string(base)]
        var themeContexts: [(String, JSONValue)] = [("light", []), ("dark", [Self.reference("dark.tokens.json")])]
        files["dark.tokens.json"] = override(0.05)
        for (i, extra) in extraThemes.enumerated() {
            themeContexts.append((extra, [Self.reference("theme\(i).tokens.json")]))
            files["theme\(i).tokens.json"] = override(0.5 + 0.1 * Double(i))
        }
        files["high.tokens.json"] = override(0)
        files["contrast.tokens.json"] = override(0.3)
        files["modifier.tokens.json"] = override(0.7, dimension: true)
        let modifiers = Self.object([
            ("theme", Self.object([("contexts", Self.object(themeContexts)), ("default", "light")])),
            (
                "contrast",
                Self.object([
                    (
                        "contexts",
                        Self.object([
                            ("normal", []), ("high", [Self.reference("high.tokens.json")]),
                            (extraContrast, [Self.reference("contrast.tokens.json")]),
                        ])
                    ), ("default", "normal"),
                ])
            ),
            (
                modifier,
                Self.object([
                    (
                        "contexts",
                        Self.object([
                            (modifierContexts[0], []), (modifierContexts[1], [Self.reference("modifier.tokens.json")]),
                        ])
                    ), ("default", .string(modifierContexts[0])),
                ])
            ),
        ])
        let resolver = Self.object([
            ("version", "2025.10"),
            ("sets", ["base": ["sources": [Self.reference("base.tokens.json")]]]),
            ("modifiers", modifiers),
            (
                "resolutionOrder",
                [
                    Self.reference("#/sets/base"), Self.reference("#/modifiers/theme"),
                    Self.reference("#/modifiers/contrast"), Self.reference("#/modifiers/\(Self.pointer(modifier))"),
                ]
            ),
        ])
        files["app.resolver.json"] = JSONWriter.string(resolver)
        return files
    }
}
