import LiveryCore
import Testing

@testable import LiveryTools

/// A foreground named `… on <surface>` is read on the `<surface> background` of the same
/// state, whether or not a pairs file says so (Fluent's `NeutralForegroundOnBrand`).
@Suite("Pairs a theme's names state")
struct ImpliedPairTests {
    static func implied(_ names: [String], declared: [ContrastPair] = []) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: ImpliedPairs.pairs(names: names, declared: declared).map {
                ($0.foreground, $0.background)
            })
    }

    @Test func aForegroundOnASurfaceIsReadOnThatSurfacesBackgroundOfTheSameState() {
        let pairs = Self.implied([
            "NeutralForegroundOnBrand.Fill.Color.Rest", "NeutralStrokeOnBrand2.Stroke.Color.Hover",
            "BrandBackground.Fill.Color.Rest", "BrandBackground.Fill.Color.Hover", "text.on-danger",
            "background.danger",
        ])
        #expect(
            pairs == [
                "NeutralForegroundOnBrand.Fill.Color.Rest": "BrandBackground.Fill.Color.Rest",
                "NeutralStrokeOnBrand2.Stroke.Color.Hover": "BrandBackground.Fill.Color.Hover",
                "text.on-danger": "background.danger",
            ])
    }

    @Test func aFixedSurfaceADeclaredForegroundAndAMissingBackgroundImplyNothing() {
        let declared = [ContrastPair(foreground: "text.on-brand", background: "page", minimum: .ratio(4.5))]
        let pairs = Self.implied(
            [
                "BrandForegroundOnLight.Fill.Color.Rest", "LightBackground", "text.on-brand", "brand.background",
                "icon.on-accent", "accent.fill", "onPrimary", "primaryBackground",
            ],
            declared: declared)
        // `on light` is a fixed surface, `text.on-brand` has its declared pair, `accent.fill` is
        // no background word's name, and `onPrimary` names no foreground.
        #expect(pairs.isEmpty, "\(pairs)")
    }

    @Test func aFillTheNamesPairWithWhiteTextKeepsItsStepAndItsText() throws {
        // No pair names the on-brand text: only the names say it is read on the brand fill.
        let tokens = try EmphasisFillTests.derived(
            [
                "page": "white", "text": "gray.60", "brandBackground": "blue.40", "brandBackgroundHover": "blue.50",
                "neutralForegroundOnBrand": "white", "neutralStrokeOnBrand2Hover": "white",
            ],
            pairs: [("text", "page", "text")])
        let fill = try #require(tokens["brandBackground"])
        #expect(fill.new == "{palette.blue.40}", "\(fill.reason)")
        #expect(tokens["brandBackgroundHover"]?.new == "{palette.blue.50}")
        #expect(tokens["neutralForegroundOnBrand"]?.new == "{palette.white}")
        #expect(tokens["neutralStrokeOnBrand2Hover"]?.new == "{palette.white}")
        #expect(tokens["page"]?.new != "{palette.white}", "the page still turns dark")
    }

    @Test func impliedPairsAreNeverChecked() throws {
        let tokens = try EmphasisFillTests.derived(
            ["page": "white", "text": "gray.60", "brandBackground": "blue.40", "neutralForegroundOnBrand": "white"],
            pairs: [("text", "page", "text")])
        #expect(tokens.values.allSatisfy { $0.satisfies.allSatisfy { !$0.hasPrefix("implied") } })
        #expect(tokens["neutralForegroundOnBrand"]?.satisfies == [])
    }
}
