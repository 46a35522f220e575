import LiveryCore
import Testing

@testable import LiveryTools

/// A palette step's scale is the ramp it moves along: its group, or its group and color name
/// where the step number is joined to the name (`color.blue700`, `color-gray-100`), so that a
/// palette written that way is one ramp per color, not one group of every hue.
@Suite("Palette scales")
struct PaletteScaleTests {
    @Test(arguments: [
        ("carbon.blue.60", "carbon.blue"),
        ("color.blue700", "color.blue"),
        ("color.gray1000", "color.gray"),
        ("color-gray-100", "color-gray"),
        ("palette.color_red_50", "palette.color_red"),
        ("md.ref.palette.primary40", "md.ref.palette.primary"),
        // Shade and Tint name the two halves of one color's scale.
        ("Global.Color.Charcoal.Shade50", "Global.Color.Charcoal"),
        ("Global.Color.Charcoal.Tint40", "Global.Color.Charcoal"),
        // A name after the number too: Base Web's dark ramp.
        ("primitive.red400Dark", "primitive.redDark"),
        ("palette.gray-100-dark", "palette.gray-dark"),
        // Salt's alpha steps of one color: one scale.
        ("color.alpha.gray-500.10a", "color.alpha.gray-500.a"),
        // No step number: the group.
        ("carbon.white", "carbon"),
        ("white", ""),
        ("100", ""),
    ])
    func aStepsScale(_ name: String, _ scale: String) {
        #expect(PaletteRamp.scale(of: name) == scale)
    }

    @Test func aPaletteOfJoinedNamesIsOneRampPerColor() {
        let palette = [
            ("color.blue100", "#eaf3ff"), ("color.blue500", "#6485d1"), ("color.blue700", "#36c"),
            ("color.blue900", "#233566"), ("color.red100", "#ffe9e5"), ("color.red500", "#ff4242"),
            ("color.red700", "#bf3c2c"), ("color.red900", "#612419"),
        ].map { (name: $0.0, color: (try? Color(hex: $0.1)) ?? .black) }
        let ramps = PaletteRamp.ramps(of: palette)
        #expect(Set(ramps.keys) == ["color.blue", "color.red"])
        #expect(
            ramps["color.blue"]?.steps.map(\.name) == [
                "color.blue900", "color.blue700", "color.blue500", "color.blue100",
            ])
    }

    /// Wikimedia Codex (a development system) names its palette `color.blue700`: every token
    /// derive moves along the palette stays on its own color's scale (with every hue in one
    /// group, `color.progressive` went from blue700 to yellow300).
    @Test func codexTokensStayOnTheirOwnColor() throws {
        let result = try CorpusTests.derive("codex")
        let moved = result.report.tokens.filter {
            ($0.kind == .mapped || $0.kind == .repointed) && Self.step($0.old).map(PaletteRamp.group(of:)) == "color"
        }
        #expect(moved.count > 50)
        for token in moved {
            // A loose color (`color.white`) goes to the ramp nearest its image, by design.
            guard let old = Self.step(token.old), let new = Self.step(token.new),
                old.last?.isNumber == true
            else { continue }
            #expect(old.filter { !$0.isNumber } == new.filter { !$0.isNumber }, "\(token.name): \(old) → \(new)")
        }
        let link = try #require(result.report.tokens.first { $0.name == "color.progressive" })
        #expect(link.new.hasPrefix("{color.blue"), "\(link.new)")
    }

    /// The palette step a `{color.blue700}` reference names.
    static func step(_ value: String) -> String? {
        guard value.hasPrefix("{color."), value.hasSuffix("}") else { return nil }
        return String(value.dropFirst().dropLast())
    }

    /// A step's number is what its last segment holds beyond its scale's name.
    @Test(arguments: [
        ("patternfly.blue.30", "patternfly.blue", "30"), ("color.blue700", "color.blue", "700"),
        ("primitive.red400Dark", "primitive.redDark", "400"), ("Charcoal.Shade50", "Charcoal", "Shade50"),
        ("Charcoal.Tint50", "Charcoal", "Tint50"), ("color-gray-100", "color-gray", "100"),
    ])
    func aStepNumberIsWhatItsNameHoldsBeyondItsScale(step: String, scale: String, number: String) {
        #expect(PaletteRamp.scale(of: step) == scale)
        #expect(PaletteRamp.stepNumber(of: step) == number)
    }
}
