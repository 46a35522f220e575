import LiveryCore
import LiveryTools
import Testing

@Suite("Resolved theme payload codec")
struct PayloadCodecTests {
    static let black = Color(.srgb, 0, 0, 0)

    static let samples: [(String, ResolvedToken)] = [
        (
            "border",
            ResolvedToken(
                type: .border,
                value: .border(
                    Border(
                        color: black, width: Dimension(1, .px),
                        style: .dashed(dashArray: [Dimension(2, .px)], lineCap: .round))))
        ),
        (
            "transition",
            ResolvedToken(
                type: .transition,
                value: .transition(
                    Transition(
                        duration: TokenDuration(0.2, .s), delay: TokenDuration(0, .ms),
                        timingFunction: CubicBezier(0.4, 0, 0.2, 1))))
        ),
        ("stroke", ResolvedToken(type: .strokeStyle, value: .strokeStyle(.keyword(.dotted)))),
        (
            "gradient",
            ResolvedToken(
                type: .gradient,
                value: .gradient([
                    GradientStop(color: black, position: 0),
                    GradientStop(color: Color(.oklch, 0.7, 0.1, 200, alpha: 0.5), position: 1),
                ]))
        ),
        ("family", ResolvedToken(type: .fontFamily, value: .fontFamily(["Inter"]))),
        (
            "shadow",
            ResolvedToken(
                type: .shadow,
                value: .shadow([
                    Shadow(
                        color: black, offsetX: Dimension(0, .px), offsetY: Dimension(2, .px), blur: Dimension(4, .px),
                        spread: Dimension(0, .px))
                ]))
        ),
        ("image", ResolvedToken(type: .unknown("image"), value: .opaque(["url": "a.png"]))),
        ("missing", ResolvedToken(type: .color, value: .color(Color(.hsl, .nan, 0, 50)), deprecated: .deprecated)),
    ]

    @Test("reads back every value kind it writes")
    func roundTrip() throws {
        for (name, token) in Self.samples {
            let json = ResolvedThemeJSON.encode(token)
            let text = JSONWriter.string(json)
            let decoded = try ResolvedThemeJSON.decodeToken(try JSONParser.parse(text), path: name)
            #expect(decoded == token, "\(name): \(text)")
        }
    }

    @Test("accepts DTCG's other spellings: weight keywords, one shadow object, a family string")
    func otherSpellings() throws {
        let weight = try TokenValue(dtcg: "semi-bold", type: .fontWeight)
        #expect(weight == .fontWeight(600))
        let family = try TokenValue(dtcg: "Inter", type: .fontFamily)
        #expect(family == .fontFamily(["Inter"]))
        let px: (Double) -> JSONValue = { ["value": .number($0), "unit": "px"] }
        let layer: JSONValue = [
            "color": ["colorSpace": "srgb", "components": [0, 0, 0]], "offsetX": px(0), "offsetY": px(2),
            "blur": px(4), "spread": px(0),
        ]
        let shadow = try TokenValue(dtcg: layer, type: .shadow)
        #expect(
            shadow
                == .shadow([
                    Shadow(
                        color: Self.black, offsetX: Dimension(0, .px), offsetY: Dimension(2, .px),
                        blur: Dimension(4, .px),
                        spread: Dimension(0, .px))
                ]))
    }

    @Test("refuses a reference: a payload holds resolved values only")
    func refusesReferences() throws {
        #expect(throws: Diagnostic.self) { try TokenValue(dtcg: "{color.bg}", type: .color) }
        let border: JSONValue = ["color": "{color.bg}", "width": ["value": 1, "unit": "px"], "style": "solid"]
        #expect(throws: Diagnostic.self) { try TokenValue(dtcg: border, type: .border) }
    }

    @Test("places an error inside a composite under the member's path")
    func compositeErrorPath() throws {
        let shadow: JSONValue = [
            [
                "color": ["colorSpace": "srgb", "components": [0, 0, 0]], "offsetX": ["value": 1, "unit": "em"],
                "offsetY": ["value": 0, "unit": "px"], "blur": ["value": 0, "unit": "px"],
                "spread": ["value": 0, "unit": "px"],
            ]
        ]
        #expect(
            throws: Diagnostic.error("invalid dimension: unit 'em' is not px or rem", path: "s.value[0].offsetX.unit")
        ) {
            try TokenValue(dtcg: shadow, type: .shadow, path: "s.value")
        }
    }

    @Test("places a color error under the token's value path")
    func colorErrorPath() throws {
        let json: JSONValue = ["type": "color", "value": ["colorSpace": "srgb", "components": [1, "x", 0]]]
        do {
            _ = try ResolvedThemeJSON.decodeToken(json, path: "color.bg")
            Issue.record("decoding should fail")
        } catch {
            #expect(error.path == "color.bg.value.components[1]")
        }
    }

    @Test("rejects a payload key that is not modifier=context pairs")
    func badKey() throws {
        let json: JSONValue = ["theme": [:]]
        #expect(
            throws: Diagnostic.error(
                "'theme' does not name its modifier; expected modifier=context pairs separated by commas", path: "theme"
            )
        ) {
            try ResolvedThemeJSON.decodeThemes(json)
        }
    }
}
