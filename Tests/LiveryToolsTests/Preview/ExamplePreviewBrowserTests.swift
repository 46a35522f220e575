import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// The preview of the example app theme (`Examples/Themes/app.resolver.json`: theme ×
/// contrast × brand) in headless Chromium, light and dark system.
@Suite("Example theme preview in headless Chromium", .serialized)
struct ExamplePreviewBrowserTests {
    static let resolverPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Themes/app.resolver.json").path

    /// Every combination of the switcher's options.
    static let switcherStates: [[String: String]] = ["", "light", "dark"].flatMap { theme in
        ["", "normal", "high"].flatMap { contrast in
            ["default", "acme"].map { ["data-theme": theme, "data-contrast": contrast, "data-brand": $0] }
        }
    }

    /// Started by the first test that asks; every test awaits the same runs, holding no thread.
    static let runs = Task<(light: PreviewProbe.Result, dark: PreviewProbe.Result), any Error> {
        let browser = try HeadlessChromium.locate()
        let workspace = try BrowserWorkspace()
        defer { workspace.remove() }
        let page = try PreviewPage.render(source: try Resolver(path: resolverPath)).text
        let switching = try workspace.write(PreviewProbe(states: switcherStates).instrument(page), to: "switching.html")
        let looking = try workspace.write(PreviewProbe(states: []).instrument(page), to: "looking.html")
        let light = try await browser.dumpDOM(of: switching, profile: try workspace.profile("light"))
        let dark = try await browser.dumpDOM(
            of: looking, profile: try workspace.profile("dark"), system: SystemPreferences(dark: true))
        return (
            try ProbeOutput.decode(PreviewProbe.Result.self, fromDOM: light),
            try ProbeOutput.decode(PreviewProbe.Result.self, fromDOM: dark)
        )
    }

    static func expectations() throws -> PreviewExpectations {
        try PreviewExpectations(source: try Resolver(path: resolverPath))
    }

    @Test("picks the example's semantic tokens for every role")
    func roles() throws {
        #expect(
            try Self.expectations().roles.tokens == [
                "background": "color.background", "surface": "color.backgroundSecondary", "text": "color.primaryText",
                "secondaryText": "color.secondaryText", "accent": "color.tint", "onAccent": "color.onTint",
                "danger": "color.danger", "border": "color.borderBase", "bodyFont": "typography.body",
                "titleFont": "typography.headline",
            ])
    }

    @Test("each of the eight columns shows its own combination's colors")
    func columns() async throws {
        let runs = try await Self.runs.value
        let expect = try Self.expectations()
        for (run, systemDark) in [(runs.light, false), (runs.dark, true)] {
            #expect(run.columns.count == 8)
            for column in run.columns {
                #expect(column.attributes.count == 3, "column \(column.attributes) lacks an attribute")
                let theme = try expect.theme(attributes: column.attributes, systemDark: systemDark)
                let mismatches =
                    expect.chipMismatches(column.chips, theme: theme)
                    + expect.sampleMismatches(column.samples, checks: PreviewProbe.columnChecks, theme: theme)
                #expect(mismatches.isEmpty, "system dark \(systemDark): \(mismatches.joined(separator: "\n"))")
            }
        }
    }

    @Test("the sample screens follow the system appearance, then every switcher choice")
    func screens() async throws {
        let runs = try await Self.runs.value
        let expect = try Self.expectations()
        #expect(expect.comparedChecks(PreviewProbe.screenChecks) > 5, "the samples are compared with role tokens")
        for (run, systemDark) in [(runs.light, false), (runs.dark, true)] {
            let theme = try expect.theme(attributes: run.initial.attributes, systemDark: systemDark)
            let mismatches = expect.sampleMismatches(
                run.initial.samples, checks: PreviewProbe.screenChecks, theme: theme)
            #expect(mismatches.isEmpty, "system dark \(systemDark): \(mismatches.joined(separator: "\n"))")
        }
        #expect(runs.dark.initial.attributes == ["data-brand": "default"])
        #expect(runs.light.states.count == Self.switcherStates.count)
        for (wanted, state) in zip(Self.switcherStates, runs.light.states) {
            #expect(state.attributes == wanted.filter { !$0.value.isEmpty })
            let theme = try expect.theme(attributes: state.attributes, systemDark: false)
            let mismatches = expect.sampleMismatches(state.samples, checks: PreviewProbe.screenChecks, theme: theme)
            #expect(mismatches.isEmpty, "after choosing \(wanted): \(mismatches.joined(separator: "\n"))")
        }
    }
}
