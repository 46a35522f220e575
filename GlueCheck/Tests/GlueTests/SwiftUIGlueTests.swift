import Livery
import LiveryCore
import LiveryTestSupport
import SwiftUI
import Testing

@testable import LiverySwiftUI

/// A leaf view for modifiers to wrap.
struct Leaf: View {
    var body: Never { fatalError("a leaf") }
}

/// The themes of the SwiftUI tests: light, dark and midnight (a dark context of another
/// name); `border` and the fonts are the same in every context.
enum SwiftUIFixtures {
    static func typography(_ size: Double, family: [String] = ["Inter"], lineHeight: Double? = nil) -> ResolvedToken {
        ResolvedToken(
            type: .typography,
            value: .typography(
                Typography(
                    fontFamily: family, fontSize: .init(size, .px), fontWeight: 600, letterSpacing: .init(0.5, .px),
                    lineHeight: lineHeight)))
    }

    static func tokens(text: LiveryCore.Color, icon: String) -> [String: ResolvedToken] {
        [
            "text.primary": GlueFixtures.color(text), "border": GlueFixtures.color(GlueFixtures.blue),
            "icon.cat": GlueFixtures.image(icon),
            "spacing.m": ResolvedToken(type: .dimension, value: .dimension(.init(12, .px))),
            "type.body": typography(16, lineHeight: 1.5), "type.system": typography(17, family: []),
            "type.odd": typography(15.5, family: []),
        ]
    }

    static func themes() -> ThemeTable {
        ThemeTable(
            modifier: "theme",
            contexts: [
                "light": tokens(text: GlueFixtures.black, icon: "catBlack"),
                "dark": tokens(text: GlueFixtures.white, icon: "catWhite"),
                "midnight": tokens(text: GlueFixtures.red, icon: "catWhite"),
            ], order: ["light", "dark", "midnight"])
    }
}

/// The environment a leaf below `view` sees.
@MainActor
func environment(below view: some View) throws -> EnvironmentValues {
    var environment = EnvironmentValues()
    try #require(view as? any _EnvironmentWriting)._write(&environment)
    return environment
}

/// The first view of type `prefix…` in `view`'s chain of content, found by reflection.
func firstView(_ prefix: String, in view: Any) -> Any? {
    if String(describing: type(of: view)).hasPrefix(prefix) { return view }
    for child in Mirror(reflecting: view).children {
        if let found = firstView(prefix, in: child.value) { return found }
    }
    return nil
}

/// Whether a resolved color's components are `expected` (red, green, blue, opacity), to
/// float precision (the stub stores linear components).
func components(_ color: SwiftUI.Color.Resolved, are expected: [Float]) -> Bool {
    zip([color.red, color.green, color.blue, color.opacity], expected).allSatisfy { abs($0 - $1) < 1e-5 }
}

/// The stored property `label` of `value`, by reflection.
func field<T>(_ label: String, of value: Any?, as type: T.Type = T.self) -> T? {
    guard let value else { return nil }
    return Mirror(reflecting: value).children.first { $0.label == label }?.value as? T
}

@MainActor
@Suite("SwiftUI glue against the stub SDK")
struct SwiftUIGlueTests {
    let manager = ThemeManager(source: SwiftUIFixtures.themes())
    var scope: LiveryScope { LiveryScope(manager: manager) }

    // MARK: The root

    @Test func theRootPutsTheScopeTheThemeAndAFixedChoicesSchemeInTheEnvironment() throws {
        try manager.setAppearance(.dark)
        let environment = try environment(below: Leaf().livery(manager))
        #expect(environment.livery.manager === manager)
        #expect(environment.livery.preference == nil)
        #expect(environment.liveryTheme?.appearance == "dark")
        #expect(environment.colorScheme == .dark)
    }

    @Test func theRootSetsThePresentationsSchemeAsApplesRecommends() throws {
        let body = LiveryRoot(scope: scope).body(content: .init())
        #expect(
            field("_colorScheme", of: firstView("_PreferredColorSchemeView", in: body), as: ColorScheme?.self)
                == .some(nil))
        try manager.setAppearance(.dark)
        let fixed = LiveryRoot(scope: scope).body(content: .init())
        #expect(
            field("_colorScheme", of: firstView("_PreferredColorSchemeView", in: fixed), as: ColorScheme?.self) == .dark
        )
        let panel = LiveryRoot(scope: scope, presents: false).body(content: .init())
        #expect(
            field("_colorScheme", of: firstView("_PreferredColorSchemeView", in: panel), as: ColorScheme?.self)
                == .some(nil))
    }

    @Test func customContextsDeclareWhetherTheyAreDark() throws {
        try manager.setAppearance(.context("midnight"))
        #expect(LiveryRoot.writes(for: scope).colorScheme == .light)
        let declared = LiveryScope(manager: manager, darkContexts: ["midnight"])
        #expect(LiveryRoot.writes(for: declared).colorScheme == .dark)
        #expect(LiveryRoot.writes(for: declared).theme.appearance == "midnight")
    }

    @Test func followingTheSystemTheRootFeedsTheSystemsSchemeToTheEngine() throws {
        manager.systemAppearance = .dark
        let body = LiveryRoot(scope: scope).body(content: .init())
        let onChange = try #require(firstView("_OnChangeView", in: body))
        #expect(field("_initial", of: onChange, as: Bool.self) == true)
        // The stub's environment is light: SwiftUI would run the action with it.
        let action = try #require(field("_action", of: onChange, as: (() -> Void).self))
        action()
        #expect(manager.systemAppearance == .light)
        #expect(manager.theme.appearance == "light")
    }

    @Test func withAFixedChoiceTheRootLeavesTheSystemAppearanceAlone() throws {
        manager.systemAppearance = .dark
        try manager.setAppearance(.light)
        let body = LiveryRoot(scope: scope).body(content: .init())
        let action = try #require(field("_action", of: firstView("_OnChangeView", in: body), as: (() -> Void).self))
        action()
        #expect(manager.systemAppearance == .dark)
    }

    // MARK: Subtrees

    @Test func aPinnedSubtreeReadsItsPreferencesThemeWithItsScheme() throws {
        let writes = SubtreeTheme.writes(.dark, below: scope)
        #expect(writes.scope.preference == .dark)
        #expect(writes.scope.manager === manager)
        #expect(writes.theme.appearance == "dark")
        #expect(writes.colorScheme == .dark)
        #expect(manager.theme.appearance == "light")
        let midnight = SubtreeTheme.writes(
            .context("midnight"), below: LiveryScope(manager: manager, darkContexts: ["midnight"]))
        #expect(midnight.colorScheme == .dark)
        #expect(SubtreeTheme.writes(.context("midnight"), below: scope).colorScheme == .light)
    }

    @Test func lookupsInAPinnedSubtreeUseItsTheme() {
        let pinned = scope.pinned(.dark)
        #expect(pinned.color("text.primary")._components == [1, 1, 1, 1])
        #expect(scope.color("text.primary")._components == [0, 0, 0, 1])
        #expect(pinned.image("icon.cat")._name == "catWhite")
    }

    // MARK: Token styles

    @Test func aTokenStyleResolvesInTheEnvironmentsTheme() throws {
        try manager.setAppearance(.dark)
        let root = try environment(below: Leaf().livery(manager))
        let resolved = TokenColorStyle.token("text.primary").resolve(in: root)
        #expect(components(resolved, are: [1, 1, 1, 1]))
        let pinned = try environment(below: Leaf().modifier(PinnedForTest(manager: manager, preference: .light)))
        let light = TokenColorStyle.token("text.primary").resolve(in: pinned)
        #expect(components(light, are: [0, 0, 0, 1]))
    }

    @Test func styleModifiersTakeTokenStyles() throws {
        let view = Text("Hi").foregroundStyle(.token("text.primary")).background(.token("border"))
        let background = try #require(
            view as? _BackgroundView<_ForegroundStyledView<Text, TokenColorStyle>, TokenColorStyle>)
        #expect(background._style.token == "border")
        #expect(background._content.style.token == "text.primary")
    }

    @Test func anUnknownOrMistypedStyleTokenShowsThePlaceholderAndIsReportedOncePerPlace() async throws {
        let log = DiagnosticRecorder()
        manager.onDiagnostic = log.record
        let environment = try environment(below: Leaf().livery(manager))
        let style = TokenColorStyle.token("text.missing")
        for _ in 0..<3 {
            let resolved = style.resolve(in: environment)
            #expect(components(resolved, are: [1, 0, 1, 1]))
        }
        let mistyped = TokenColorStyle.token("spacing.m")
        _ = mistyped.resolve(in: environment)
        try await log.waitFor(2)
        guard case .viewLookupFailed(let token, "color", nil, let place) = log.entries[0] else {
            Issue.record("not a view lookup failure: \(log.entries)")
            return
        }
        #expect(token == "text.missing")
        #expect(place.hasPrefix("GlueTests/SwiftUIGlueTests.swift:"))
        #expect(
            log.entries[1]
                == .viewLookupFailed(token: "spacing.m", expected: "color", found: .dimension, place: mistyped.place))
    }

    @Test func aStyleOutsideTheRootSaysSo() async throws {
        let log = DiagnosticRecorder()
        manager.onDiagnostic = log.record
        var environment = EnvironmentValues()
        environment.livery = scope
        _ = TokenColorStyle.token("text.primary").resolve(in: environment)
        try await log.waitFor(1)
        #expect(log.entries.first?.description.contains("no .livery(_:) above the view") == true)
    }

    // MARK: Lookups in a body, observed per token

    @Test func aBodyReadingATokenReRendersOnlyWhenThatTokenChanges() throws {
        let scope = scope
        let views = ObservedBodies([
            { _ = scope.color("text.primary") }, { _ = scope.color("border") }, { _ = scope.number("spacing.m") },
            { _ = scope.font("type.body") }, { _ = scope.image("icon.cat") },
        ])
        views.renderAll()
        try manager.setAppearance(.dark)
        #expect(views.renderInvalidated() == 2)
        try manager.install(overridesJSON: #"{"dark": {"border": {"type": "color", "value": "ff0000"}}}"#)
        #expect(views.renderInvalidated() == 1)
    }

    @Test func failedBodyLookupsShowPlaceholdersAndAreReportedWithThePlaceAfterTheBody() async throws {
        let log = DiagnosticRecorder()
        manager.onDiagnostic = log.record
        #expect(scope.color("text.missing")._components == [1, 0, 1, 1])
        #expect(scope.image("icon.missing")._isSystemSymbol)
        #expect(scope.number("text.primary") == nil)
        #expect(log.entries.isEmpty, "reported during the body")
        try await log.waitFor(3)
        #expect(log.entries.count == 3)
        #expect(log.entries.allSatisfy { $0.description.contains("SwiftUIGlueTests.swift:") })
    }

    @Test func numbersAreInPoints() {
        #expect(scope.number("spacing.m") == 12)
    }

    // MARK: Fonts

    @Test func aFamilyTokenIsACustomFontGrowingWithItsTextStyle() throws {
        let font = scope.font("type.body")
        #expect(font._familyName == "Inter")
        #expect(font._size == 16)
        #expect(font._textStyle == .callout)
        #expect(font._weight == .semibold)
        manager.textScale = 1.5
        #expect(scope.font("type.body")._size == 24)
    }

    @Test func aSystemTokenOfATextStylesSizeIsThatStylesFont() {
        let font = scope.font("type.system")
        #expect(font._familyName == nil)
        #expect(font._textStyle == .body)
        let odd = scope.font("type.odd")
        #expect(odd._textStyle == nil)
        #expect(odd._size == 15.5)
    }

    @Test func theFontModifierSetsLineSpacingAndTracking() throws {
        let style = scope.fontStyle("type.body", fileID: #fileID, line: #line)
        #expect(abs(style.lineSpacing - (1.5 - TokenFont.naturalLineHeight) * 16) < 1e-9)
        #expect(style.tracking == 0.5)
        let view = TokenFontModifier.apply(style, to: .init())
        #expect(field("_tracking", of: firstView("_TrackingView", in: view), as: CGFloat.self) == 0.5)
        #expect(
            field("_lineSpacing", of: firstView("_LineSpacingView", in: view), as: CGFloat.self) == style.lineSpacing)
        #expect(field("_font", of: firstView("_FontView", in: view), as: Font?.self) == .some(style.font))
    }

    @Test func everyTextStyleAndWeightHasASwiftUITwin() {
        for style in TextStyle.allCases {
            #expect(String(describing: Font.TextStyle(style)) == style.rawValue)
        }
        #expect(Font.Weight(livery: 100) == .ultraLight)
        #expect(Font.Weight(livery: 430) == .regular)
        #expect(Font.Weight(livery: 1000) == .black)
    }

    // MARK: Images

    @Test func anImageTokenIsTheAssetOfTheScopesTheme() throws {
        #expect(scope.image("icon.cat")._name == "catBlack")
        try manager.setAppearance(.dark)
        #expect(scope.image("icon.cat")._name == "catWhite")
    }

    // MARK: Previews

    @Test func everyThemeShowsAPanelPerThemeWithItsOwnManager() throws {
        try manager.setAppearance(.dark)
        let preview = EveryTheme(manager) { Leaf() }
        #expect(preview.panels.map(\.label) == ["light", "dark", "midnight"])
        let themes = try preview.panels.map { try $0.manager.get().theme.appearance }
        #expect(themes == ["light", "dark", "midnight"])
        #expect(try preview.panels.allSatisfy { try $0.manager.get() !== manager })
        let forEach = try #require(firstView("ForEach", in: preview.body))
        #expect(field("data", of: forEach, as: Range<Int>.self) == 0..<3)
    }

    @Test func thePreviewModifierShowsEveryTheme() {
        let body = EveryThemePreview(manager).body(content: PreviewModifierContent(), context: ())
        #expect((body as? EveryTheme<PreviewModifierContent>)?.panels.count == 3)
    }
}

/// Pins its content to a preference of `manager` without reading the environment (the
/// stub's `@Environment` has no view graph).
@MainActor
struct PinnedForTest: ViewModifier {
    let manager: ThemeManager
    let preference: AppearancePreference
    func body(content: Content) -> some View {
        let writes = SubtreeTheme.writes(preference, below: LiveryScope(manager: manager))
        return content.environment(\.livery, writes.scope).environment(\.liveryTheme, writes.theme)
    }
}

/// Diagnostics as they arrive (style reports arrive on a later main-actor turn).
@MainActor
final class DiagnosticRecorder {
    var entries: [ThemeDiagnostic] = []
    var record: @MainActor (ThemeDiagnostic) -> Void { { [unowned self] in self.entries.append($0) } }

    func waitFor(_ count: Int) async throws {
        for _ in 0..<1_000 where entries.count < count { await Task.yield() }
        try #require(entries.count >= count, "\(entries)")
    }
}
