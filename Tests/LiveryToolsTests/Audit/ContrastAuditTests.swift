import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Contrast audit")
struct ContrastAuditTests {
    let light = ResolverInput([("theme", "light")])

    @Test func blackTextOnWhitePassesWithRatio21() throws {
        let source = ThemeTable(contexts: ["light": ["fg": Fixture.black, "bg": Fixture.white]])
        let report = try ContrastAudit.run(
            Fixture.requirements(#"{"pairs": [{"foreground": "fg", "background": "bg", "minimum": "text"}]}"#),
            on: source)
        #expect(report.passed)
        #expect(report.results.count == 1)
        #expect(abs((report.results.first?.ratio ?? 0) - 21) < 0.001)
    }

    @Test func midGrayTextOnWhiteFailsTheTextMinimum() throws {
        // sRGB 0.5 gray on white is about 3.98 : 1 — enough for non-text, not for text.
        let source = ThemeTable(contexts: ["light": ["fg": Fixture.gray(0.5), "bg": Fixture.white]])
        let report = try ContrastAudit.run(
            Fixture.requirements(
                #"{"pairs": [{"foreground": "fg", "background": "bg", "minimum": "text"},"#
                    + #"{"foreground": "fg", "background": "bg", "minimum": "non-text"}]}"#),
            on: source)
        #expect(!report.passed)
        #expect(report.results.map(\.passed) == [false, true])
        #expect(report.results.map(\.required) == [4.5, 3])
    }

    @Test func everyCombinationIsCheckedWhenThePairNamesNoContexts() throws {
        let source = Fixture.twoModifiers(["fg": Fixture.black, "bg": Fixture.white])
        let report = try ContrastAudit.run(
            Fixture.requirements(#"[{"foreground": "fg", "background": "bg", "minimum": 3}]"#), on: source)
        #expect(
            report.results.map(\.input.description).sorted() == [
                "theme=dark,contrast=high", "theme=dark,contrast=normal",
                "theme=light,contrast=high", "theme=light,contrast=normal",
            ])
    }

    @Test func contextsLimitAPairToTheCombinationsTheyMatch() throws {
        let source = Fixture.twoModifiers(["fg": Fixture.black, "bg": Fixture.white])
        let report = try ContrastAudit.run(
            Fixture.requirements(
                #"[{"foreground": "fg", "background": "bg", "minimum": 3, "contexts": ["theme=dark"]}]"#),
            on: source)
        #expect(report.results.map(\.input.description) == ["theme=dark,contrast=normal", "theme=dark,contrast=high"])
    }

    @Test func aHighContrastContextRaisesTheTextMinimum() throws {
        // sRGB 0.35 gray on white is about 5.9 : 1: passes 4.5, fails 7.
        let source = Fixture.twoModifiers(["fg": Fixture.gray(0.35), "bg": Fixture.white])
        let report = try ContrastAudit.run(
            Fixture.requirements(
                #"{"minimums": {"contrast=high": {"text": 7, "large-text": 4.5}},"#
                    + #""pairs": [{"foreground": "fg", "background": "bg", "minimum": "text"}]}"#),
            on: source)
        let byContext = Dictionary(uniqueKeysWithValues: report.results.map { ($0.input.description, $0) })
        #expect(byContext["theme=light,contrast=normal"]?.passed == true)
        #expect(byContext["theme=light,contrast=high"]?.required == 7)
        #expect(byContext["theme=light,contrast=high"]?.passed == false)
        #expect(report.failures.count == 2)
    }

    @Test func theMostSpecificSelectorWins() throws {
        let requirements = try Fixture.requirements(
            #"{"minimums": {"contrast=high": {"text": 7}, "theme=dark,contrast=high": {"text": 8}},"#
                + #""pairs": [{"foreground": "fg", "background": "bg", "minimum": "text"}]}"#)
        let pair = try #require(requirements.pairs.first)
        #expect(requirements.required(pair, in: ResolverInput([("theme", "dark"), ("contrast", "high")])) == 8)
        #expect(requirements.required(pair, in: ResolverInput([("theme", "light"), ("contrast", "high")])) == 7)
        #expect(requirements.required(pair, in: ResolverInput([("theme", "light"), ("contrast", "normal")])) == 4.5)
    }

    @Test func aPairCanOverrideItsMinimumPerContext() throws {
        let requirements = try Fixture.requirements(
            #"[{"foreground": "fg", "background": "bg", "minimum": 3, "minimums": {"contrast=high": 4.5}}]"#)
        let pair = try #require(requirements.pairs.first)
        #expect(requirements.required(pair, in: ResolverInput([("contrast", "high")])) == 4.5)
        #expect(requirements.required(pair, in: ResolverInput([("contrast", "normal")])) == 3)
    }

    @Test func aTranslucentBackgroundIsCheckedOverEachBackdrop() throws {
        // White text on a 50 % black scrim: fine over black, too weak over white.
        let source = ThemeTable(contexts: [
            "light": [
                "fg": Fixture.white, "scrim": Fixture.gray(0, alpha: 0.5), "page": Fixture.white,
                "night": Fixture.black,
            ]
        ])
        let report = try ContrastAudit.run(
            Fixture.requirements(
                #"[{"foreground": "fg", "background": "scrim", "minimum": "text", "over": ["page", "night"]}]"#),
            on: source)
        #expect(report.results.map(\.backdrop) == ["page", "night"])
        #expect(report.table.hasPrefix("Foreground  Background  Over   Context"))
        #expect(report.results.map(\.passed) == [false, true])
    }

    @Test func tokenNamesMayBeWrittenAsReferences() throws {
        let requirements = try Fixture.requirements(
            #"[{"foreground": "{color.fg}", "background": "color.bg", "minimum": 3}]"#)
        #expect(requirements.pairs.first?.foreground == "color.fg")
    }

    @Test func aMissingTokenIsAnErrorNamingTheFileAndJSONPath() throws {
        let source = ThemeTable(contexts: ["light": ["fg": Fixture.black, "bg": Fixture.white]])
        let requirements = try Fixture.requirements(
            #"[{"foreground": "fg", "background": "bg", "minimum": 3},"#
                + #"{"foreground": "color.nope", "background": "bg", "minimum": 3}]"#)
        let error = #expect(throws: DiagnosticsError.self) { try ContrastAudit.run(requirements, on: source) }
        #expect(error?.description == #"pairs.json: pairs[1].foreground: no token "color.nope""#)
    }

    @Test func aNonColorTokenIsAnError() throws {
        let source = ThemeTable(contexts: ["light": ["fg": Fixture.black, "space": Fixture.spacing]])
        let requirements = try Fixture.requirements(#"[{"foreground": "fg", "background": "space", "minimum": 3}]"#)
        let error = #expect(throws: DiagnosticsError.self) { try ContrastAudit.run(requirements, on: source) }
        #expect(
            error?.description == #"pairs.json: pairs[0].background: token "space" is a dimension token, not a color"#)
    }

    @Test func aContextSelectorMatchingNothingIsAnError() throws {
        let source = ThemeTable(contexts: ["light": ["fg": Fixture.black, "bg": Fixture.white]])
        let requirements = try Fixture.requirements(
            #"[{"foreground": "fg", "background": "bg", "minimum": 3, "contexts": ["theme=dusk"]}]"#)
        let error = #expect(throws: DiagnosticsError.self) { try ContrastAudit.run(requirements, on: source) }
        #expect(error?.description == #"pairs.json: pairs[0].contexts[0]: no combination matches "theme=dusk""#)
    }

    @Test(arguments: [
        (
            #"{"minimums": {"theme=dusk": {"text": 21}}, "pairs": [{"foreground": "fg", "background": "bg", "minimum": "text"}]}"#,
            #"pairs.json: minimums.theme=dusk: no combination matches "theme=dusk""#
        ),
        (
            #"[{"foreground": "fg", "background": "bg", "minimum": 3, "minimums": {"theme=dusk": 21}}]"#,
            #"pairs.json: pairs[0].minimums.theme=dusk: no combination matches "theme=dusk""#
        ),
    ])
    func aMinimumForNoCombinationIsAnError(json: String, message: String) throws {
        // A misspelled context would otherwise leave the stricter minimum unapplied, and pass.
        let source = ThemeTable(contexts: ["light": ["fg": Fixture.black, "bg": Fixture.white]])
        let requirements = try Fixture.requirements(json)
        let error = #expect(throws: DiagnosticsError.self) { try ContrastAudit.run(requirements, on: source) }
        #expect(error?.description == message)
    }

    @Test func theTableShowsEachCheckAndASummary() throws {
        let source = ThemeTable(contexts: ["light": ["fg": Fixture.gray(0.5), "bg": Fixture.white]])
        let report = try ContrastAudit.run(
            Fixture.requirements(#"[{"foreground": "fg", "background": "bg", "minimum": "text"}]"#), on: source)
        let lines = report.table.split(separator: "\n").map(String.init)
        #expect(lines.first == "Foreground  Background  Context      Ratio  Required  Result")
        #expect(lines[2].hasPrefix("fg          bg          theme=light   3.9"))
        #expect(lines[2].hasSuffix("4.5  FAIL"))
        #expect(lines.last == "1 check, 1 failed")
    }

    @Test func theJSONReportCarriesRatioRequiredAndPass() throws {
        let source = ThemeTable(contexts: ["light": ["fg": Fixture.black, "bg": Fixture.white]])
        let report = try ContrastAudit.run(
            Fixture.requirements(#"[{"foreground": "fg", "background": "bg", "minimum": "text"}]"#), on: source)
        #expect(report.json["passed"] == true)
        #expect(report.json["results"]?[0]?["ratio"] == 21)
        #expect(report.json["results"]?[0]?["required"] == 4.5)
        #expect(report.json["results"]?[0]?["context"] == "theme=light")
    }
}
