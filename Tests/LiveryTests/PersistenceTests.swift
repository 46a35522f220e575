import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import Livery

@MainActor
@Suite("Persistence")
struct PersistenceTests {
    let directory: URL
    let file: URL

    init() throws {
        directory = try TemporaryFolder("persistence").url
        file = directory.appendingPathComponent("preferences.json")
    }

    func launch(_ user: String = "alice", log: DiagnosticLog? = nil) -> ThemeManager {
        ThemeManager(
            source: Fixtures.themesWithContrast(), store: JSONFilePreferenceStore(url: file), user: user,
            onDiagnostic: log?.hook)
    }

    @Test(arguments: [AppearancePreference.system, .light, .dark, .context("sepia")])
    func theChoiceSurvivesARestart(_ choice: AppearancePreference) throws {
        try launch().setAppearance(choice)
        #expect(launch().appearance == choice)
    }

    @Test func modifiersAndTextScaleSurviveARestart() throws {
        let first = launch()
        try first.setModifier("contrast", to: "high")
        first.textScale = 1.25
        let second = launch()
        #expect(second.modifierSelections == ["contrast": "high"])
        #expect(second.textScale == 1.25)
        #expect(second.theme.color("text.primary") == Palette.red)
    }

    @Test func eachUserKeepsTheirOwnChoice() throws {
        try launch("alice").setAppearance(.dark)
        try launch("bob").setAppearance(.light)
        let manager = launch("alice")
        #expect(manager.appearance == .dark)
        manager.switchUser(to: "bob")
        #expect(manager.appearance == .light)
        #expect(manager.theme.appearance == "light")
        manager.switchUser(to: "carol")
        #expect(manager.appearance == .system)
    }

    @Test func aMissingRecordGivesDefaultsSilently() {
        let log = DiagnosticLog()
        let manager = launch(log: log)
        #expect(manager.appearance == .system)
        #expect(log.entries.isEmpty)
    }

    @Test func anUnknownStoredContextFallsBackAndIsReported() throws {
        try Data(#"{"users": {"alice": {"appearance": "neon", "modifiers": {"contrast": "max"}}}}"#.utf8).write(
            to: file)
        let log = DiagnosticLog()
        let manager = launch(log: log)
        #expect(manager.appearance == .system)
        #expect(manager.modifierSelections.isEmpty)
        #expect(
            log.entries == [
                .storedValueUnknown(user: "alice", field: "appearance", value: "neon"),
                .storedValueUnknown(user: "alice", field: "modifiers.contrast", value: #""max""#),
            ])
    }

    @Test func aCorruptEntryFallsBackWithoutTouchingOtherUsers() throws {
        try Data(#"{"users": {"alice": [1, 2], "bob": {"appearance": "dark", "future": true}}}"#.utf8).write(to: file)
        let log = DiagnosticLog()
        let alice = launch(log: log)
        #expect(alice.appearance == .system)
        #expect(log.entries.count == 1)
        try alice.setAppearance(.light)
        let stored = try JSONParser.parse(Array(Data(contentsOf: file)))
        #expect(stored["users"]?["bob"] == ["appearance": "dark", "future": true])
        #expect(launch("bob").appearance == .dark)
        #expect(launch("alice").appearance == .light)
    }

    @Test func aCorruptFileFallsBackAndIsKeptAsideWhenNextSaved() throws {
        try Data("{ not json".utf8).write(to: file)
        let log = DiagnosticLog()
        let manager = launch(log: log)
        #expect(manager.appearance == .system)
        #expect(log.entries.count == 1)
        try manager.setAppearance(.dark)
        let aside = try String(contentsOf: file.appendingPathExtension("corrupt"), encoding: .utf8)
        #expect(aside == "{ not json")
        #expect(launch().appearance == .dark)
    }

    @Test func theUserDefaultsStoreKeepsOneRecordPerUser() throws {
        let suite = "livery-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsPreferenceStore(defaults: defaults)
        try store.setRecord(["appearance": "dark"], forUser: "alice")
        try store.setRecord(["appearance": "light"], forUser: "bob")
        #expect(try store.record(forUser: "alice") == ["appearance": "dark"])
        #expect(try store.record(forUser: "bob") == ["appearance": "light"])
        #expect(try store.record(forUser: "carol") == nil)
        defaults.set(42, forKey: "livery.preferences.carol")
        #expect(throws: PreferenceStoreError.self) { try store.record(forUser: "carol") }
    }

    @Test func aManagerOverUserDefaultsRestoresTheChoice() throws {
        let suite = "livery-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsPreferenceStore(defaults: defaults)
        try ThemeManager(source: Fixtures.themes(), store: store, user: "alice").setAppearance(.dark)
        #expect(ThemeManager(source: Fixtures.themes(), store: store, user: "alice").theme.appearance == "dark")
    }
}
