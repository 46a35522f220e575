import LiveryCore
import Testing

@Suite("livery contrast")
struct ContrastCommandTests {
    @Test func textReportShowsTheRatioAndAVerdictPerCriterion() {
        let (status, io) = livery("contrast", "#777", "#fff")
        #expect(status == 0)
        #expect(
            io.standardOutput == """
                contrast     4.47:1
                normal text  AA fail  AAA fail
                large text   AA pass  AAA fail
                non-text     AA pass

                """)
    }

    @Test func jsonCarriesTheExactRatioAndEveryVerdict() throws {
        let (status, io) = livery("contrast", "#777", "#fff", "--json")
        #expect(status == 0)
        let object = try JSONParser.parse(io.standardOutput)
        let ratio = Color.contrastRatio(try Color(hex: "#777"), try Color(hex: "#fff"), backdrop: .white)
        #expect(object["ratio"] == .number(ratio))
        #expect(object["foreground"] == "#777777")
        #expect(object["normalText"] == ["AA": false, "AAA": false])
        #expect(object["largeText"] == ["AA": true, "AAA": false])
        #expect(object["nonText"] == ["AA": true])
    }

    @Test func ratioJustBelowAMinimumIsCutNotRoundedAndFails() throws {
        let pair = try #require(greyPair { $0 >= 4.495 && $0 < 4.5 }, "no grey pair with a ratio in [4.495, 4.5)")
        let output = livery("contrast", pair.foreground, pair.background).io.standardOutput
        #expect(output.hasPrefix("contrast     4.49:1\nnormal text  AA fail"), "\(pair): \(output)")
    }

    @Test func translucentBackgroundIsCompositedOverTheBackdrop() throws {
        let overWhite = try JSONParser.parse(livery("contrast", "#000", "#ffffff00", "--json").io.standardOutput)
        let overBlack = try JSONParser.parse(
            livery("contrast", "#000", "#ffffff00", "--over", "#000", "--json").io.standardOutput)
        let ratio = try #require(overWhite["ratio"]?.numberValue)
        #expect(abs(ratio - 21) < 1e-9)
        #expect(overBlack["ratio"] == 1)
    }

    @Test func translucentForegroundIsCompositedOverTheBackground() throws {
        let clear = try JSONParser.parse(livery("contrast", "#00000000", "#fff", "--json").io.standardOutput)
        #expect(clear["ratio"] == 1)
    }

    @Test func unmetRequirementExitsWith1() {
        let (status, io) = livery("contrast", "#777", "#fff", "--require", "aa")
        #expect(status == 1)
        #expect(io.standardError == "error: contrast 4.47:1 does not meet aa (normal text AA needs 4.5:1)\n")
        #expect(livery("contrast", "#777", "#fff", "--require", "aa-large").status == 0)
    }

    @Test func unknownRequirementIsAUsageErrorListingTheChoices() {
        let (status, io) = livery("contrast", "#777", "#fff", "--require", "AA")
        #expect(status == 2)
        #expect(
            io.standardError.hasPrefix(
                "Error: The value 'AA' is invalid for '--require'; expected one of: aa, aaa, aa-large, aaa-large, non-text\n"
            ))
    }

    @Test func missingBackgroundIsAUsageError() {
        let (status, io) = livery("contrast", "#777")
        #expect(status == 2)
        #expect(
            io.standardError == """
                Error: Missing expected argument '<background>'
                Usage: livery contrast <foreground> <background> [--over <color>] [--require <level>] [--json]
                See 'livery contrast --help'.

                """)
    }

    @Test func invalidColorsAreEachReportedWithExit1() {
        let (status, io) = livery("contrast", "#77", "{", "--over", "#fff")
        #expect(status == 1)
        #expect(io.standardOutput == "")
        let errors = io.standardError.split(separator: "\n")
        #expect(errors.count == 2)
        #expect(errors.first?.hasPrefix("error: invalid color '#77': ") == true)
        #expect(errors.last?.hasPrefix("error: invalid color '{': malformed JSON: ") == true)
    }
}

/// The first opaque grey pair (foreground darker) whose contrast ratio satisfies `condition`.
private func greyPair(where condition: (Double) -> Bool) -> (foreground: String, background: String)? {
    let greys = (0...255).map { Color(.srgb, Double($0) / 255, Double($0) / 255, Double($0) / 255) }
    for background in greys.indices {
        for foreground in 0..<background
        where condition(Color.contrastRatio(greys[foreground], greys[background], backdrop: .white)) {
            return (greys[foreground].hex, greys[background].hex)
        }
    }
    return nil
}
