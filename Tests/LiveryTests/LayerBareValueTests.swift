import Foundation
import LiveryCore
import Testing

@testable import Livery

@MainActor
@Suite("Layers: bare values typed by the base")
struct LayerBareValueTests {
    /// Seed 000's server JSON: a flat map of token names to hex strings, per context.
    static let flatServerColors = #"""
        { "light": { "background": "0000ff", "text.primary": "#ff0000" },
          "dark": { "background": { "colorSpace": "srgb", "components": [0, 1, 1] } } }
        """#

    @Test func aFlatMapOfHexStringsInstallsAsColors() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).backgroundColor = .token("background")
        widget.theme(in: manager).textColor = .token("text.primary")
        try manager.install(overridesJSON: Self.flatServerColors)
        #expect(widget.backgroundColor == Palette.blue)
        #expect(widget.textColor == Palette.red)
        try manager.setAppearance(.dark)
        #expect(widget.backgroundColor == Palette.cyan)
    }

    @Test func bareNumbersDimensionsAndImageNamesTakeTheBaseType() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).alpha = .token("opacity.muted")
        widget.theme(in: manager).imageName = .token("icon.cat")
        widget.theme(in: manager).padding = .token("spacing.m")
        try manager.install(
            overridesJSON: #"{"*": {"opacity.muted": 0.25, "icon.cat": "catOrange", "spacing.m": "12px"}}"#)
        #expect(widget.alpha == 0.25)
        #expect(widget.padding == 12)
        #expect(widget.imageName == "catOrange")
    }

    @Test func aBareValueThatDoesNotReadAsTheBaseTypeIsReportedWithItsPlace() {
        let manager = ThemeManager(source: Fixtures.themes())
        #expect {
            try manager.install(overridesJSON: ##"{"light": {"background": "not a color", "text.nope": "#fff"}}"##)
        } throws: { error in
            let text = (error as? ThemeLayerError)?.description ?? ""
            return text.contains("light/background: a bare value of the color token")
                && text.contains("light/text.nope: expected a token object")
        }
        #expect(manager.layer == nil)
    }

    /// `1e308 rem` is finite as written but +∞ once converted to points: refused, with
    /// its place, and the previous layer stays.
    @Test(arguments: [
        #"{"*": {"spacing.m": {"$type": "dimension", "$value": {"value": 1e308, "unit": "rem"}}}}"#,
        #"{"*": {"spacing.m": {"$type": "dimension", "$value": {"value": -2e6, "unit": "px"}}}}"#,
        #"{"*": {"spacing.m": "3000000px"}}"#,
    ])
    func anOversizedDimensionIsRefused(json: String) throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let widget = Widget()
        widget.theme(in: manager).padding = .token("spacing.m")
        let before = widget.padding
        #expect {
            try manager.install(overridesJSON: json)
        } throws: { error in
            let text = (error as? ThemeLayerError)?.description ?? ""
            return text.contains("spacing.m") && text.contains("is outside ±1000000")
        }
        #expect(manager.layer == nil)
        #expect(widget.padding == before && widget.padding.isFinite)
    }

    @Test func withoutABaseABareValueIsRefusedAndSaysWhy() {
        #expect {
            try ThemeLayer(json: ##"{"light": {"background": "#fff"}}"##)
        } throws: { error in
            (error as? ThemeLayerError)?.description.contains("a bare value needs a base token to take its type from")
                == true
        }
    }

    @Test func theInstalledLayerIsStoredInTheTypedFormAndReadsBack() throws {
        let base = Fixtures.themes()
        let layer = try ThemeLayer(json: ##"{"light": {"background": "#0000ff"}}"##, base: base)
        #expect(layer.entries.first?.tokens["background"] == color(Palette.blue))
        #expect(try ThemeLayer(json: layer.json) == layer)
    }

    @Test func theRemoteValidatorTypesBareValuesByItsBase() async throws {
        let base = Fixtures.themes()
        let validator = ThemeLayerValidator.against(base: base)
        let typing = try #require(await validator.base())
        let good = try RemoteFixtures.delivered(["theme=light": ["background": "#0000ff"]], base: typing)
        #expect(good.overrides.entries.first?.tokens["background"] == color(Palette.blue))
        #expect(await validator.problems(good) == [])
        #expect(throws: RemoteThemeError.Reason.self) {
            try RemoteFixtures.delivered(["theme=light": ["background": "#0000ff"]])
        }
        do throws(RemoteThemeError.Reason) {
            _ = try RemoteFixtures.delivered(["theme=light": ["background": "blue-ish"]], base: typing)
            Issue.record("a bare value that is not a color decoded")
        } catch {
            guard case .validation(let problems) = error else { throw error }
            #expect(problems.map(\.message).first?.contains("a bare value of the color token") == true, "\(problems)")
        }
    }

    @Test func theEngineValidatorsBaseIsReadWhileTheMainActorIsBusy() throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let validator = manager.remoteLayerValidator
        let names = Locked<[String]?>(nil)
        Task.detached {
            let base = await validator.base()
            names.withLock { $0 = base?.names.names }
        }
        // The main actor stays busy (no suspension) while the download asks for the base.
        let deadline = Date().addingTimeInterval(10)
        while names.withLock({ $0 == nil }), Date() < deadline { usleep(1_000) }
        #expect(names.withLock { $0 } == Fixtures.themes().names.names)
        manager.replaceSource(RemoteFixtures.base)
        let replaced = Locked<[String]?>(nil)
        Task.detached {
            let base = await validator.base()
            replaced.withLock { $0 = base?.names.names }
        }
        while replaced.withLock({ $0 == nil }), Date() < deadline { usleep(1_000) }
        #expect(replaced.withLock { $0 } == RemoteFixtures.base.names.names)
    }

    @Test func theEngineValidatorTypesBareValuesByTheEnginesBase() async throws {
        let manager = ThemeManager(source: Fixtures.themes())
        let typing = try #require(await manager.remoteLayerValidator.base())
        let layer = try RemoteFixtures.delivered(["theme=dark": ["background": "#0000ff"]], base: typing)
        #expect(await manager.remoteLayerValidator.problems(layer) == [])
        let install = try #require(manager.remoteLayerSink.install)
        try install(layer)
        #expect(manager.layer == layer.overrides)
    }
}
