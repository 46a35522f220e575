import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import Livery

/// A context the source cannot build — here a dark token file with a stray `,,` — is never
/// applied: a switch to it throws with the source's located findings and keeps everything as
/// it was; nothing claims its tokens are merely "not defined".
@MainActor
@Suite("Switching to a theme that cannot be built")
struct UnbuildableThemeTests {
    static let files = [
        "app.resolver.json": """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "palette.tokens.json"}]}},
         "modifiers": {"theme": {"default": "light", "contexts": {
             "light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """,
        "palette.tokens.json": """
        {"palette": {"$type": "color",
          "white": {"$value": "#ffffff"}, "black": {"$value": "#000000"}}}
        """,
        "light.tokens.json": #"{"bg": {"$type": "color", "$value": "{palette.white}"}}"#,
        "dark.tokens.json": """
        {"bg": {"$type": "color",,
                "$value": "{palette.black}"}}
        """,
    ]

    let log = DiagnosticLog()
    let file: URL
    let manager: ThemeManager
    let label = Widget()

    init() throws {
        file = try TemporaryFolder("prefs").url("preferences.json")
        let resolver = try Resolver(path: "app.resolver.json", loader: .memory(Self.files))
        manager = ThemeManager(
            source: resolver, store: JSONFilePreferenceStore(url: file), user: "alice", onDiagnostic: log.hook)
        label.theme(in: manager).backgroundColor = .token("bg")
        try manager.setAppearance(.light)
    }

    var savedRecord: Data? { FileManager.default.contents(atPath: file.path) }

    @Test("setAppearance throws a typed error naming the broken file, and nothing changes")
    func switchIsRefused() throws {
        let recordBefore = savedRecord
        let error = try #require(throws: ThemeSelectionError.self) { try manager.setAppearance(.dark) }
        guard case .themeUnavailable(let input, let findings) = error else {
            Issue.record("expected themeUnavailable, got \(error)")
            return
        }
        #expect(input.description == "theme=dark")
        #expect(!findings.isEmpty)
        #expect(
            findings.allSatisfy { $0.file?.hasSuffix("dark.tokens.json") == true && $0.location != nil }, "\(findings)")
        #expect(manager.appearance == .light)
        #expect(manager.effectiveContext == "light")
        #expect(manager.theme.appearance == "light")
        #expect(label.backgroundColor == Palette.white)
        #expect(savedRecord == recordBefore, "the saved record is untouched")
    }

    @Test("the error lists one located finding per line, and no false 'not defined' lines are reported")
    func messageIsOneFindingPerLine() throws {
        let error = try #require(throws: ThemeSelectionError.self) { try manager.setAppearance(.dark) }
        let lines = error.description.split(separator: "\n")
        #expect(lines.first?.hasPrefix("the theme theme=dark cannot be built (") == true, "\(error)")
        #expect(lines.count >= 2)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  dark.tokens.json:") }, "\(error)")
        #expect(!log.entries.contains { $0.description.contains("not defined") }, "\(log.entries)")
    }

    @Test("an override to the broken context is refused as well")
    func overrideIsRefused() throws {
        let container = Widget()
        let child = Widget(parent: container)
        child.theme(in: manager).backgroundColor = .token("bg")
        #expect(throws: ThemeSelectionError.self) { try manager.setOverride(.dark, on: container) }
        #expect(manager.override(on: container) == nil)
        #expect(child.backgroundColor == Palette.white)
    }

    @Test("the system turning dark while following it keeps the current values and reports once")
    func systemSwitchKeepsTheTheme() throws {
        try manager.setAppearance(.system)
        manager.systemAppearance = .dark
        manager.systemAppearance = .light
        manager.systemAppearance = .dark
        #expect(label.backgroundColor == Palette.white)
        let failures = log.entries.filter { if case .sourceFailed = $0 { true } else { false } }
        #expect(failures.count == 1, "\(log.entries)")
        #expect(failures.first?.description.contains("\n  dark.tokens.json:") == true, "\(failures)")
        #expect(!log.entries.contains { $0.description.contains("not defined") }, "\(log.entries)")
    }

    @Test("a saved choice of the broken context is not restored, and the record is left as it was")
    func savedChoiceIsNotRestored() throws {
        let record = Data(#"{"users": {"alice": {"appearance": "dark"}}}"#.utf8)
        try record.write(to: file)
        let later = ThemeManager(
            source: try Resolver(path: "app.resolver.json", loader: .memory(Self.files)),
            store: JSONFilePreferenceStore(url: file), user: "alice", onDiagnostic: log.hook)
        #expect(later.appearance == .system)
        #expect(later.theme.appearance == "light")
        #expect(log.entries.contains { $0.description.contains("cannot be built") }, "\(log.entries)")
        #expect(savedRecord == record)
    }
}

/// A source that cannot build some combinations, whatever kind of source it is: the engine's
/// behaviour does not depend on the resolver's messages.
struct PartlyBrokenSource: ThemeSource {
    let table: ThemeTable
    let broken: Set<ResolverInput>

    var modifiers: [ModifierDescription] { table.modifiers }
    var names: TokenNameTable { table.names }

    func theme(for input: ResolverInput) throws -> ResolvedTheme {
        guard !broken.contains(input) else {
            throw DiagnosticsError([
                .error("unexpected ','", file: "high.tokens.json", location: SourceLocation(line: 4, column: 9)),
                .error("no token named palette.red", file: "high.tokens.json", path: "text.primary"),
            ])
        }
        return try table.theme(for: input)
    }
}

@MainActor
@Suite("Switching a modifier to a combination that cannot be built")
struct UnbuildableModifierTests {
    let log = DiagnosticLog()
    let manager: ThemeManager
    let label = Widget()

    init() {
        let broken: Set = [
            ResolverInput([("theme", "light"), ("contrast", "high")]),
            ResolverInput([("theme", "dark"), ("contrast", "high")]),
        ]
        manager = ThemeManager(
            source: PartlyBrokenSource(table: Fixtures.themesWithContrast(), broken: broken), onDiagnostic: log.hook)
        label.theme(in: manager).textColor = .token("text.primary")
    }

    @Test("setModifier throws with every finding of the source and changes nothing")
    func modifierIsRefused() throws {
        let error = try #require(throws: ThemeSelectionError.self) { try manager.setModifier("contrast", to: "high") }
        #expect(
            error.description == """
                the theme theme=light,contrast=high cannot be built (2 problems):
                  high.tokens.json:4:9: unexpected ','
                  high.tokens.json: text.primary: no token named palette.red
                """, "\(error)")
        #expect(manager.modifierSelections["contrast"] == nil)
        #expect(manager.theme.input.description == "theme=light,contrast=normal")
        #expect(label.textColor == Palette.black)
        #expect(log.entries.isEmpty, "\(log.entries)")
    }

    @Test("a source whose default combination cannot be built starts empty and says why, once")
    func brokenDefault() throws {
        let log = DiagnosticLog()
        let source = PartlyBrokenSource(
            table: Fixtures.themesWithContrast(), broken: [ResolverInput([("theme", "light"), ("contrast", "normal")])])
        let manager = ThemeManager(source: source, onDiagnostic: log.hook)
        let label = Widget()
        let before = label.textColor
        label.theme(in: manager).textColor = .token("text.primary")
        #expect(label.textColor == before, "nothing to apply: the property is left as it was")
        #expect(manager.theme.color("text.primary") == nil)
        #expect(log.entries.count == 1, "\(log.entries)")
        #expect(
            log.entries.first?.description == """
                the theme source cannot build theme=light,contrast=normal; keeping the previous theme:
                  high.tokens.json:4:9: unexpected ','
                  high.tokens.json: text.primary: no token named palette.red
                """, "\(log.entries)")
        try manager.setAppearance(.dark)
        #expect(label.textColor == Palette.white, "a combination that builds is applied as usual")
    }

    @Test("a combination needed only by an overridden subtree is refused too")
    func overriddenSubtreeIsChecked() throws {
        let broken: Set = [ResolverInput([("theme", "dark"), ("contrast", "high")])]
        let manager = ThemeManager(source: PartlyBrokenSource(table: Fixtures.themesWithContrast(), broken: broken))
        let container = Widget()
        container.theme(in: manager).textColor = .token("text.primary")
        try manager.setOverride(.dark, on: container)
        #expect(throws: ThemeSelectionError.self) { try manager.setModifier("contrast", to: "high") }
        #expect(container.textColor == Palette.white)
        #expect(manager.theme.input.description == "theme=light,contrast=normal")
    }
}
