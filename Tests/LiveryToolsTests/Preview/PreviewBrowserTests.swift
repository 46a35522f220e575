import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// The preview of ``PreviewFixture`` in headless Chromium: three browser runs shared by the
/// tests — light system with every switcher state tried, the next visit with the same profile,
/// and dark system (`--force-dark-mode`).
@Suite("Preview in headless Chromium", .serialized)
struct PreviewBrowserTests {
    struct Runs {
        let light: PreviewProbe.Result
        let restored: PreviewProbe.Result
        let dark: PreviewProbe.Result
    }

    /// Every combination of the switcher's options, theme varying slowest: the last one
    /// (sepia, high) is what the next visit must restore.
    static let switcherStates: [[String: String]] = ["", "light", "dark", "sepia"].flatMap { theme in
        ["", "normal", "high"].map { ["data-theme": theme, "data-contrast": $0] }
    }

    /// Started by the first test that asks; every test awaits the same runs, holding no thread.
    static let runs = Task<Runs, any Error> {
        let browser = try HeadlessChromium.locate()
        let workspace = try BrowserWorkspace()
        defer { workspace.remove() }
        let page = try PreviewPage.render(source: PreviewFixture.table).text
        let probing = try workspace.write(PreviewProbe(states: switcherStates).instrument(page), to: "switching.html")
        let looking = try workspace.write(PreviewProbe(states: []).instrument(page), to: "looking.html")
        let (light, restored) = try await switchThenRevisit(browser, probing: probing, looking: looking, in: workspace)
        let dark = try await browser.dumpDOM(
            of: looking, profile: try workspace.profile("dark"), system: SystemPreferences(dark: true))
        return Runs(
            light: try ProbeOutput.decode(PreviewProbe.Result.self, fromDOM: light),
            restored: try ProbeOutput.decode(PreviewProbe.Result.self, fromDOM: restored),
            dark: try ProbeOutput.decode(PreviewProbe.Result.self, fromDOM: dark))
    }

    /// The switching run and the next visit with the same profile, as DOM dumps.
    ///
    /// Chromium commits localStorage to the profile on disk in the background, and a
    /// `--dump-dom` run can exit before that write lands when the machine is loaded (seen 2
    /// times in 12 under a full parallel test run): the next visit then finds nothing stored.
    /// That is the browser's shutdown, not the page, so the pair is run again with a fresh
    /// profile, at most three times; a page that does not restore its choice fails all three.
    static func switchThenRevisit(
        _ browser: HeadlessChromium, probing: URL, looking: URL, in workspace: BrowserWorkspace
    ) async throws -> (light: String, restored: String) {
        var attempt = 1
        while true {
            let visitor = try workspace.profile("visitor-\(attempt)")
            let light = try await browser.dumpDOM(of: probing, profile: visitor)
            let restored = try await browser.dumpDOM(of: looking, profile: visitor)
            let stored =
                (try? ProbeOutput.decode(PreviewProbe.Result.self, fromDOM: restored))?.headAttributes.isEmpty == false
            if stored || attempt == 3 { return (light, restored) }
            attempt += 1
        }
    }

    let expectations = try? PreviewExpectations(source: PreviewFixture.table)

    @Test("each column shows its own context's token colors, whatever the system appearance")
    func columns() async throws {
        let runs = try await Self.runs.value
        let expect = try #require(expectations)
        for (run, systemDark) in [(runs.light, false), (runs.dark, true)] {
            #expect(run.columns.count == 6)
            for column in run.columns {
                let theme = try expect.theme(attributes: column.attributes, systemDark: systemDark)
                #expect(column.attributes.count == 2, "column \(column.attributes) lacks an attribute")
                let mismatches =
                    expect.chipMismatches(column.chips, theme: theme)
                    + expect.sampleMismatches(column.samples, checks: PreviewProbe.columnChecks, theme: theme)
                #expect(mismatches.isEmpty, "system dark \(systemDark): \(mismatches.joined(separator: "\n"))")
            }
        }
    }

    @Test("in system mode the sample screens follow prefers-color-scheme")
    func systemMode() async throws {
        let runs = try await Self.runs.value
        let expect = try #require(expectations)
        #expect(expect.comparedChecks(PreviewProbe.screenChecks) > 5, "the samples are compared with role tokens")
        for (run, systemDark) in [(runs.light, false), (runs.dark, true)] {
            #expect(run.initial.selects == ["data-theme": "", "data-contrast": ""])
            #expect(run.initial.attributes.isEmpty)
            let theme = try expect.theme(attributes: [:], systemDark: systemDark)
            #expect(
                theme.input.description == (systemDark ? "theme=dark,contrast=normal" : "theme=light,contrast=normal"))
            let mismatches = expect.sampleMismatches(
                run.initial.samples, checks: PreviewProbe.screenChecks, theme: theme)
            #expect(mismatches.isEmpty, "system dark \(systemDark): \(mismatches.joined(separator: "\n"))")
        }
    }

    @Test("the switcher sets every context on the page, and system removes the attribute")
    func switcher() async throws {
        let runs = try await Self.runs.value
        let expect = try #require(expectations)
        #expect(runs.light.states.count == Self.switcherStates.count)
        for (wanted, state) in zip(Self.switcherStates, runs.light.states) {
            #expect(state.selects == wanted)
            #expect(state.attributes == wanted.filter { !$0.value.isEmpty }, "after choosing \(wanted)")
            let theme = try expect.theme(attributes: state.attributes, systemDark: false)
            let mismatches = expect.sampleMismatches(state.samples, checks: PreviewProbe.screenChecks, theme: theme)
            #expect(mismatches.isEmpty, "after choosing \(wanted): \(mismatches.joined(separator: "\n"))")
        }
    }

    @Test("the next visit restores the last choice from localStorage")
    func remembered() async throws {
        let runs = try await Self.runs.value
        let expect = try #require(expectations)
        let last = try #require(Self.switcherStates.last)
        #expect(runs.restored.headAttributes == last, "the choice is applied before the body is painted")
        #expect(runs.light.headAttributes.isEmpty)
        #expect(runs.restored.initial.selects == last)
        #expect(runs.restored.initial.attributes == last)
        let theme = try expect.theme(attributes: last, systemDark: false)
        let mismatches = expect.sampleMismatches(
            runs.restored.initial.samples, checks: PreviewProbe.screenChecks, theme: theme)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // A fresh profile starts in system mode: the choice lives in the profile, not the page.
        #expect(runs.dark.initial.selects == ["data-theme": "", "data-contrast": ""])
    }
}
