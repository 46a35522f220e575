import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Asset catalog importer")
struct XcassetsImporterTests {
    @Test func colorsetsBecomeTokensNamedByNamespaceFoldersAndDots() throws {
        let output = try ParsedImport(.xcassets, XcassetsFixtures.catalog)
        let theme = output.result.theme
        let names = theme.tokens(inContext: "light").map(\.name)
        #expect(names == ["background", "Brand.accent", "label.primary", "separator"])
        #expect(output.paths.first == "Colors.resolver.json")
    }

    @Test func floatIntegerAndHexComponentsAreRead() throws {
        let output = try ParsedImport(.xcassets, XcassetsFixtures.catalog)
        #expect(output.hex("background", in: "light") == "#ffffff")
        #expect(output.hex("background", in: "dark") == "#1c1c1e")
        #expect(output.hex("label.primary", in: "light") == "#1c1c1e")
        #expect(output.hex("label.primary", in: "dark") == "#f2f2f7")
    }

    @Test func displayP3ColorsKeepTheirSpaceAndComponents() throws {
        let output = try ParsedImport(.xcassets, XcassetsFixtures.catalog)
        let accent = output.token("Brand.accent", in: "light")?["$value"]
        #expect(accent?["colorSpace"] == "display-p3")
        #expect(accent?["components"] == [0.204, 0.471, 0.965])
        #expect(output.token("Brand.accent", in: "dark")?["$value"]?["components"] == [0.039, 0.518, 1])
    }

    @Test func aColorWithOneAppearanceIsTheSameInLightAndDark() throws {
        let output = try ParsedImport(.xcassets, XcassetsFixtures.catalog)
        #expect(output.token("separator", in: "light")?["$value"]?["alpha"] == 0.29)
        #expect(output.token("separator", in: "dark") == output.token("separator", in: "light"))
    }

    @Test func highContrastValuesSharedByLightAndDarkBecomeAContrastModifier() throws {
        let files =
            XcassetsFixtures.catalogWithoutHighContrast
            + [InputFile(path: "Colors.xcassets/focus.colorset/Contents.json", text: XcassetsFixtures.focus)]
        let output = try ParsedImport(.xcassets, files)
        #expect(output.contexts() == ["light", "dark"])
        #expect(output.contexts(of: "contrast") == ["normal", "high"])
        #expect(output.files(ofContext: "normal", modifier: "contrast") == [])
        #expect(output.files(ofContext: "high", modifier: "contrast") == ["tokens/contrast-high.tokens.json"])
        #expect(output.resolver?["modifiers"]?["contrast"]?["default"] == "normal")
        #expect(
            output.resolver?["resolutionOrder"] == [["$ref": "#/modifiers/theme"], ["$ref": "#/modifiers/contrast"]])
        #expect(output.layer("contrast-high")?.objectValue?.keys == ["focus"])
        #expect(output.hex("focus", in: "contrast-high") == "#000000")
        #expect(output.hex("focus", in: "dark") == "#ff9f0a")
        #expect(output.result.warnings.isEmpty)
        #expect(DTCGShapeCheck.problems(in: output.documents) == [])
    }

    @Test func theContrastModifierResolvesEveryCombination() throws {
        let files =
            XcassetsFixtures.catalogWithoutHighContrast
            + [InputFile(path: "Colors.xcassets/focus.colorset/Contents.json", text: XcassetsFixtures.focus)]
        let table = try Importer.xcassets.read(files).themeTable()
        let darkHigh = try table.theme(for: ResolverInput([("theme", "dark"), ("contrast", "high")]))
        #expect(darkHigh["focus"]?.value.color == Color(.srgb, 0, 0, 0))
        #expect(darkHigh["background"]?.value.color == (try Color(hex: "#1c1c1e")))
        let darkNormal = try table.theme(for: ResolverInput([("theme", "dark"), ("contrast", "normal")]))
        #expect(darkNormal["focus"]?.value.color == (try Color(hex: "#ff9f0a")))
    }

    @Test func highContrastValuesThatDifferByAppearanceBecomeCombinedThemeContexts() throws {
        let output = try ParsedImport(.xcassets, XcassetsFixtures.catalog)
        #expect(output.contexts() == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
        #expect(
            output.files(ofContext: "dark-high-contrast")
                == ["tokens/dark.tokens.json", "tokens/dark-high-contrast.tokens.json"])
        #expect(output.token("Brand.accent", in: "light-high-contrast")?["$value"]?["components"] == [0, 0.3, 0.8])
        #expect(output.token("Brand.accent", in: "dark-high-contrast")?["$value"]?["components"] == [0.4, 0.7, 1])
        #expect(output.layer("dark-high-contrast")?.objectValue?.keys == ["Brand"])
    }

    @Test func aHighContrastContextSeesEveryColorWithItsOverrides() throws {
        let theme = try ParsedImport(.xcassets, XcassetsFixtures.catalog).result.theme
        let tokens = theme.tokens(inContext: "dark-high-contrast")
        #expect(tokens.map(\.name) == ["background", "Brand.accent", "label.primary", "separator"])
        #expect(tokens[1].value.color == Color(.displayP3, 0.4, 0.7, 1))
        #expect(tokens[0].value.color == theme.tokens(inContext: "dark")[0].value.color)
    }

    @Test func darkHighContrastFallsBackToAnyHighContrastWithoutADarkEntry() throws {
        let anyAndHigh = #"""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "255", "green" : "255", "red" : "255" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0", "green" : "0", "red" : "0" } }, "idiom" : "universal" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """#
        let files = [InputFile(path: "A.xcassets/ink.colorset/Contents.json", text: anyAndHigh)]
        let table = try Importer.xcassets.read(files).themeTable()
        let dark = try table.theme(for: ResolverInput([("theme", "dark"), ("contrast", "normal")]))
        let darkHigh = try table.theme(for: ResolverInput([("theme", "dark"), ("contrast", "high")]))
        #expect(dark["ink"]?.value.color == Color(.srgb, 1, 1, 1))
        #expect(darkHigh["ink"]?.value.color == Color(.srgb, 0, 0, 0))
    }

    @Test func withoutHighContrastEntriesThereAreOnlyLightAndDark() throws {
        let output = try ParsedImport(.xcassets, XcassetsFixtures.catalogWithoutHighContrast)
        #expect(output.contexts() == ["light", "dark"])
        #expect(!output.paths.contains("tokens/light-high-contrast.tokens.json"))
    }

    @Test func combinedContextsComeWithAWarningNamingAColorThatNeedsThem() throws {
        let output = try ParsedImport(.xcassets, XcassetsFixtures.catalog)
        #expect(output.result.warnings.count == 1)
        #expect(output.result.warnings.first?.path == "Brand.accent")
        #expect(output.result.warnings.first?.file == "Colors.xcassets/Brand/accent.colorset/Contents.json")
    }

    @Test func otherAssetKindsAreIgnored() throws {
        let output = try ParsedImport(.xcassets, XcassetsFixtures.catalog)
        #expect(output.token("AppIcon", in: "light") == nil)
        #expect(!output.result.warnings.contains { $0.file?.contains("AppIcon") == true })
    }

    @Test func outputIsWellFormedDTCG() throws {
        for files in [XcassetsFixtures.catalog, XcassetsFixtures.catalogWithoutHighContrast] {
            let output = try ParsedImport(.xcassets, files)
            #expect(DTCGShapeCheck.problems(in: output.documents) == [])
        }
    }

    @Test func extendedLinearSRGBBecomesSRGBLinear() throws {
        let text = XcassetsFixtures.colorset(space: "extended-linear-srgb", red: "\"0.250\"")
        let output = try ParsedImport(.xcassets, [InputFile(path: "glow.colorset/Contents.json", text: text)])
        let value = output.token("glow", in: "light")?["$value"]
        #expect(value?["colorSpace"] == "srgb-linear")
        #expect(value?["components"] == [0.25, 0.5, 0.5])
    }

    @Test func extendedValuesBeyondSRGBMoveToAWiderSpaceExactly() throws {
        let text = XcassetsFixtures.colorset(space: "extended-srgb", red: "\"1.050\"")
        let output = try ParsedImport(.xcassets, [InputFile(path: "vivid.colorset/Contents.json", text: text)])
        let value = try #require(output.token("vivid", in: "light")?["$value"])
        #expect(value["colorSpace"] == "display-p3")
        let back = try Color(dtcg: value).converted(to: .srgb)
        #expect(abs(back.components.x - 1.05) < 1e-9)
        #expect(abs(back.components.z - 0.5) < 1e-9)
        #expect(DTCGShapeCheck.problems(in: output.documents) == [])
    }

    @Test func componentReadingFollowsXcodesThreeNotations() {
        #expect(ColorsetReader.channel("0.953") == 0.953)
        #expect(ColorsetReader.channel("243") == 243.0 / 255)
        #expect(ColorsetReader.channel("0xF3") == 243.0 / 255)
        #expect(ColorsetReader.channel("1.000") == 1)
        #expect(ColorsetReader.channel("256") == nil)
        #expect(ColorsetReader.channel("0xZZ") == nil)
    }

    @Test func anUnreadableComponentNamesFileAndPath() {
        let text = XcassetsFixtures.colorset(red: "\"red\"")
        let errors = importErrors(.xcassets, [InputFile(path: "A.xcassets/tint.colorset/Contents.json", text: text)])
        #expect(errors.count == 1)
        #expect(errors.first?.file == "A.xcassets/tint.colorset/Contents.json")
        #expect(errors.first?.path == "colors[0].color.components.red")
    }

    @Test func anUnsupportedColorSpaceIsAnError() {
        let text = XcassetsFixtures.colorset(space: "gray-gamma-22", red: "\"0.5\"")
        let errors = importErrors(.xcassets, [InputFile(path: "A.xcassets/tint.colorset/Contents.json", text: text)])
        #expect(errors.first?.message.contains("gray-gamma-22") == true)
    }

    @Test func malformedJSONIsReportedWithItsLine() {
        let errors = importErrors(
            .xcassets, [InputFile(path: "A.xcassets/tint.colorset/Contents.json", text: "{\n  \"colors\" : [\n")])
        #expect(errors.first?.message.hasPrefix("invalid JSON") == true)
        #expect(errors.first?.location != nil)
    }

    @Test func aCatalogWithoutColorsetsIsAnError() {
        let files = [InputFile(path: "A.xcassets/Contents.json", text: XcassetsFixtures.catalogInfo)]
        #expect(importErrors(.xcassets, files).first?.message.contains("no .colorset") == true)
    }

    @Test func twoColorsetsWithOneNameAreAnError() {
        let files = [
            InputFile(path: "A.xcassets/One/tint.colorset/Contents.json", text: XcassetsFixtures.separator),
            InputFile(path: "A.xcassets/Two/tint.colorset/Contents.json", text: XcassetsFixtures.separator),
        ]
        let errors = importErrors(.xcassets, files)
        #expect(errors.first?.file == "A.xcassets/Two/tint.colorset/Contents.json")
    }
}
