import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

@Suite("SwiftTheme importer")
struct SwiftThemeImporterTests {
    @Test func eachThemeFileBecomesAContextNamedAfterTheFile() throws {
        let output = try ParsedImport(.swiftTheme, SwiftThemeFixtures.plistThemes)
        #expect(output.contexts() == ["Day", "Night"])
        #expect(output.files(ofContext: "Night") == ["tokens/Night.tokens.json"])
        #expect(output.resolver?["modifiers"]?["theme"]?["default"] == "Day")
    }

    @Test func nestedDictionariesBecomeGroupsAndHexStringsBecomeColors() throws {
        let output = try ParsedImport(.swiftTheme, SwiftThemeFixtures.plistThemes)
        #expect(output.hex("Global.backgroundColor", in: "Night") == "#292b38")
        #expect(output.hex("Global.barTintColor", in: "Night") == "#01040d")
        #expect(output.token("Global", in: "Night")?["$type"] == "color")
        let value = output.token("Global.textColor", in: "Night")?["$value"]
        #expect(value?["colorSpace"] == "srgb")
        #expect(value?["components"]?[0]?.numberValue == Double(0xEC) / 255)
    }

    @Test func shorthandAndAlphaHexAreRead() throws {
        let output = try ParsedImport(.swiftTheme, SwiftThemeFixtures.plistThemes)
        #expect(output.hex("Global.barTextColor", in: "Night") == "#ffffff")
        #expect(output.hex("ChangeThemeCell.buttonTitleColorHighlighted", in: "Night") == "#aaaaaa")
        let translucent = output.token("ChangeThemeCell.buttonBackgroundColor", in: "Night")?["$value"]
        #expect(translucent?["hex"] == "#ecf0f1")
        #expect(translucent?["alpha"]?.numberValue == Double(0xCC) / 255)
    }

    @Test func stringsAndNumbersAreKeptWithTheirOwnTypes() throws {
        let output = try ParsedImport(.swiftTheme, SwiftThemeFixtures.plistThemes)
        let statusBar = output.token("UIStatusBarStyle", in: "Night")
        #expect(statusBar?["$type"] == "string")
        #expect(statusBar?["$value"] == "LightContent")
        #expect(output.token("ChangeThemeCell", in: "Night")?["$type"] == nil)
        #expect(output.token("ChangeThemeCell.cornerRadius", in: "Night")?["$type"] == "number")
        #expect(output.token("ChangeThemeCell.cornerRadius", in: "Night")?["$value"] == 8)
        #expect(output.token("ChangeThemeCell.buttonTitleColorNormal", in: "Night")?["$type"] == "color")
        #expect(output.token("SelectThemeCell.iconImage", in: "Day")?["$value"] == "icon_theme_red")
    }

    @Test func jsonThemesKeepTheirKeyOrder() throws {
        let output = try ParsedImport(.swiftTheme, SwiftThemeFixtures.jsonThemes)
        #expect(output.contexts() == ["Red", "Yellow"])
        #expect(output.layer("Red")?.objectValue?.keys.first == "SwitchNightCell")
        #expect(output.hex("ChangeThemeCell.buttonBackgroundColor", in: "Yellow") == "#f4c600")
        #expect(output.token("Global.textFont", in: "Red")?["$value"] == "PingFangSC-Medium,24")
    }

    @Test func binaryPropertyListsAreRead() throws {
        let object: [String: Any] = ["Global": ["backgroundColor": "#292b38"]]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let files = [
            InputFile(path: "Night.plist", contents: [UInt8](data)),
            InputFile(path: "Day.json", text: ##"{"Global": {"backgroundColor": "#fff"}}"##),
        ]
        let output = try ParsedImport(.swiftTheme, files)
        #expect(output.hex("Global.backgroundColor", in: "Night") == "#292b38")
    }

    @Test func aThemeMissingAKeyOfAnotherWarnsWithThePlaceItIsDefined() throws {
        let files = [
            InputFile(path: "Day.json", text: ##"{"Global": {"tint": "#fff", "text": "#000"}}"##),
            InputFile(path: "Night.json", text: ##"{"Global": {"tint": "#000"}}"##),
        ]
        let warnings = try ParsedImport(.swiftTheme, files).result.warnings
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.description
                == "Day.json:1:1: Global.text: theme=Night has no value for this token, which theme=Day defines")
    }

    @Test func outputIsWellFormedDTCG() throws {
        for files in [SwiftThemeFixtures.plistThemes, SwiftThemeFixtures.jsonThemes] {
            let output = try ParsedImport(.swiftTheme, files)
            #expect(DTCGShapeCheck.problems(in: output.documents) == [], "\(files.map(\.path))")
        }
    }

    @Test func anUnreadableColorNamesFileAndKey() {
        let broken = SwiftThemeFixtures.redJSON.replacingOccurrences(
            of: "\"textColor\": \"#000\"", with: "\"textColor\": \"#00G\"")
        let errors = importErrors(.swiftTheme, [InputFile(path: "Json/Red.json", text: broken)])
        #expect(errors.count == 1)
        #expect(errors.first?.file == "Json/Red.json")
        #expect(errors.first?.path == "Global.textColor")
        #expect(errors.first?.location?.line == 16)
    }

    @Test func aMalformedPropertyListIsReportedWithItsFile() {
        let broken = SwiftThemeFixtures.nightPlist.replacingOccurrences(of: "</dict>\n</plist>", with: "</plist>")
        let errors = importErrors(.swiftTheme, [InputFile(path: "Themes/Night.plist", text: broken)])
        #expect(errors.first?.file == "Themes/Night.plist")
        #expect(errors.first?.message.hasPrefix("invalid property list") == true)
    }

    @Test(arguments: ["nan", "inf", "-inf"])
    func aPropertyListNumberJSONCannotHoldIsAnErrorAtItsKey(real: String) {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Global</key><dict><key>a</key><real>\(real)</real></dict></dict></plist>
            """
        let errors = importErrors(.swiftTheme, [InputFile(path: "Themes/Nums.plist", text: plist)])
        #expect(errors.count == 1)
        #expect(errors.first?.file == "Themes/Nums.plist")
        #expect(errors.first?.path == "Global.a")
        #expect(errors.first?.message.hasSuffix("is not a number a token can hold") == true, "\(errors)")
    }

    @Test func aTopLevelArrayIsRefused() {
        let errors = importErrors(.swiftTheme, [InputFile(path: "Red.json", text: "[\"#fff\"]")])
        #expect(errors.first?.message.contains("dictionary") == true)
    }

    @Test func twoFilesWithOneThemeNameAreRefused() {
        let files = [
            InputFile(path: "a/Night.plist", text: SwiftThemeFixtures.nightPlist),
            InputFile(path: "b/Night.json", text: SwiftThemeFixtures.redJSON),
        ]
        let errors = importErrors(.swiftTheme, files)
        #expect(errors.first?.file == "b/Night.json")
    }

    @Test func arraysAreSkippedWithAWarning() throws {
        let files = [
            InputFile(path: "A.json", text: ##"{"Global": {"tint": "#fff", "stops": ["#000", "#fff"]}}"##),
            InputFile(path: "B.json", text: ##"{"Global": {"tint": "#000", "stops": ["#000", "#fff"]}}"##),
        ]
        let output = try ParsedImport(.swiftTheme, files)
        #expect(output.token("Global.stops", in: "A") == nil)
        #expect(output.result.warnings.contains { $0.path == "Global.stops" && $0.file == "A.json" })
    }
}
