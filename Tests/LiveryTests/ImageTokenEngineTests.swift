import Foundation
import LiveryCore
import LiveryTools
import Testing

@testable import Livery

@MainActor
@Suite("Image tokens in the engine")
struct ImageTokenEngineTests {
    /// Images in the strict form (a marked `fontFamily` string), per theme.
    static func strictImages() -> ThemeTable {
        ThemeTable(
            contexts: ["light": ["icon.cat": .image("catBlack")], "dark": ["icon.cat": .image("catWhite")]],
            order: ["light", "dark"])
    }

    @Test func aStrictImageTokenBindsAnImageNamePerTheme() throws {
        let manager = ThemeManager(source: Self.strictImages())
        var reports: [ThemeDiagnostic] = []
        manager.onDiagnostic = { reports.append($0) }
        let widget = Widget()
        widget.theme(in: manager).imageName = .token("icon.cat")
        #expect(widget.imageName == "catBlack")
        try manager.setAppearance(.dark)
        #expect(widget.imageName == "catWhite")
        #expect(manager.theme.imageName("icon.cat") == "catWhite")
        #expect(reports.isEmpty)
    }

    @Test func aPlainFontFamilyIsNoImage() {
        let manager = ThemeManager(
            source: ThemeTable(contexts: [
                "light": ["font.body": ResolvedToken(type: .fontFamily, value: .fontFamily(["Inter"]))]
            ]))
        #expect(manager.theme.imageName("font.body") == nil)
    }

    @Test func aServerImageInAnyFormReplacesAStrictImage() throws {
        let manager = ThemeManager(source: Self.strictImages())
        let widget = Widget()
        widget.theme(in: manager).imageName = .token("icon.cat")
        // The payload form (with the mark), the older "image" type, and a bare string.
        let published = JSONWriter.string(ResolvedThemeJSON.encode(.image("catOrange")), pretty: false)
        try manager.install(
            overridesJSON:
                #"{"light": {"icon.cat": \#(published)}, "dark": {"icon.cat": {"type": "image", "value": "catGrey"}}}"#)
        #expect(widget.imageName == "catOrange")
        try manager.setAppearance(.dark)
        #expect(widget.imageName == "catGrey")
        try manager.install(overridesJSON: #"{"dark": {"icon.cat": "catBlue"}}"#)
        #expect(widget.imageName == "catBlue")
    }

    @Test func publishedPayloadsKeepTheImageMark() throws {
        let files = try ThemeBundlePublisher().files(for: Self.strictImages())
        let payload = try JSONParser.parse(try #require(files.last).contents)
        let dark = try #require(payload["theme=dark"], "\(payload)")
        #expect(try ResolvedThemeJSON.decodeTheme(dark)["icon.cat"]?.imageName == "catWhite")
    }
}
