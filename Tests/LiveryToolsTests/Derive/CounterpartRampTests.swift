import LiveryCore
import Testing

@testable import LiveryTools

/// A shared palette that holds the derived context's own ramp of a color (Base Web's
/// `primitive.red400Dark` beside `primitive.red600`): tokens on the light's ramp move along
/// the dark's, counted from the page.
@Suite("Derive onto the palette's own dark ramps")
struct CounterpartRampTests {
    /// `count` grey steps named `<scale><n * 100><suffix>`, lightest first when `lightFirst`.
    static func ramp(
        _ scale: String, suffix: String = "", count: Int = 6, lightFirst: Bool
    ) -> [(
        name: String, color: Color
    )] {
        (1...count).map { n in
            let l = lightFirst ? 1 - Double(n) / Double(count + 1) : Double(n) / Double(count + 1)
            return ("\(scale)\(n * 100)\(suffix)", OKLCHValue(l: l, c: 0, h: 0).srgb(alpha: 1))
        }
    }

    @Test(arguments: ["Dark", "-dark", "_dark"])
    func aRampNamedForTheContextIsItsCounterpart(_ suffix: String) {
        let palette =
            Self.ramp("palette.gray", lightFirst: true) + Self.ramp("palette.gray", suffix: suffix, lightFirst: false)
            + Self.ramp("palette.blue", lightFirst: true)
        let ramps = PaletteRamp.ramps(of: palette)
        let counterparts = PaletteRamp.counterparts(in: ramps, context: "dark")
        // A separator before the context's name is read as "-" (``PaletteRamp/scale(of:)``).
        let scale = suffix == "Dark" ? "palette.grayDark" : "palette.gray-dark"
        #expect(counterparts.mapValues(\.group) == ["palette.gray": scale])
        #expect(PaletteRamp.counterparts(in: ramps, context: "dim").isEmpty)
        let placing = PaletteRamp.placing(ramps, counterparts: counterparts)
        #expect(Set(placing.keys) == ["palette.gray", "palette.blue"], "the dark ramp stands in for the light's")
        #expect(placing["palette.gray"]?.group == scale)
    }

    @Test func aStepLandsAsFarFromTheDarkPageAsItWasFromTheLightPage() throws {
        let palette = Self.ramp("gray", lightFirst: true) + Self.ramp("gray", suffix: "Dark", lightFirst: false)
        let ramps = PaletteRamp.ramps(of: palette)
        let light = try #require(ramps["gray"])
        let dark = try #require(ramps["grayDark"])
        // gray100 is the lightest step, gray100Dark the darkest: each the first from its page.
        #expect(light.counterpart(of: "gray100", in: dark)?.name == "gray100Dark")
        #expect(light.counterpart(of: "gray400", in: dark)?.name == "gray400Dark")
        #expect(light.counterpart(of: "gray600", in: dark)?.name == "gray600Dark")
        // A white page turned to the dark's second step: the lightest light step lands on the
        // page's step, and one step inside the light page is one step inside the dark page.
        let pages = (source: 1.0, derived: try #require(dark.steps.dropFirst().first).lightness)
        #expect(light.counterpart(of: "gray100", in: dark, pages: pages)?.name == "gray200Dark")
        #expect(light.counterpart(of: "gray200", in: dark, pages: pages)?.name == "gray300Dark")
        #expect(light.counterpart(of: "gray100Dark", in: dark) == nil, "a step of another ramp")
    }

    /// Base Web (a development system): its dark points at its `…Dark` ramps, and so does the
    /// derived dark, for every token on a light ramp that has one.
    @Test func baseWebsTokensMoveOntoItsDarkRamps() throws {
        let result = try CorpusTests.derive("baseweb")
        let moved = result.report.tokens.filter { token in
            token.kind == .mapped && token.old.hasPrefix("{primitive.")
                && ["gray", "red", "blue", "green"].contains { token.old.hasPrefix("{primitive.\($0)") }
        }
        #expect(moved.count > 20)
        for token in moved {
            #expect(token.new.hasSuffix("Dark}"), "\(token.name): \(token.old) → \(token.new)")
        }
    }
}
