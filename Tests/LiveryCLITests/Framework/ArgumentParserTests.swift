import Testing

@testable import LiveryCLI

@Suite("Argument parser")
struct ArgumentParserTests {
    @Test(arguments: [
        ["c", "--brush", "large"], ["c", "--brush=large"], ["c", "-b", "large"], ["c", "-blarge"],
    ])
    func everySpellingOfAnOptionValueIsAccepted(arguments: [String]) throws {
        let parsed = try ArgumentParser(PaintCommand.configuration).parse(ArgumentTokenizer.tokenize(arguments))
        #expect(parsed.value(of: PaintCommand.brush) == "large", "\(arguments)")
    }

    @Test func absentOptionYieldsItsDefault() throws {
        #expect(try parsePaint("c").value(of: PaintCommand.brush) == "small")
        #expect(try parsePaint("c").values(of: PaintCommand.brush) == [])
    }

    @Test func repeatableOptionKeepsEveryValueInOrder() throws {
        #expect(
            try parsePaint("c", "-l", "a", "--layer", "b", "--layer=c").values(of: PaintCommand.layer) == [
                "a", "b", "c",
            ])
    }

    @Test func groupedShortFlagsAreEachSet() throws {
        let parsed = try parsePaint("c", "-nq")
        #expect(parsed.isSet(PaintCommand.dryRun))
        #expect(parsed.isSet(PaintCommand.quiet))
    }

    @Test func valueOptionEndingAGroupTakesTheNextWord() throws {
        let parsed = try parsePaint("c", "-nb", "large")
        #expect(parsed.isSet(PaintCommand.dryRun))
        #expect(parsed.value(of: PaintCommand.brush) == "large")
    }

    @Test func optionsMayComeBetweenPositionalArguments() throws {
        let parsed = try parsePaint("canvas", "-n", "red", "--layer", "x", "blue")
        #expect(parsed.value(of: PaintCommand.canvas) == "canvas")
        #expect(parsed.values(of: PaintCommand.colors) == ["red", "blue"])
    }

    @Test func wordsAfterTerminatorArePositionalEvenWithDashes() throws {
        let parsed = try parsePaint("c", "--", "--quiet", "-n")
        #expect(parsed.values(of: PaintCommand.colors) == ["--quiet", "-n"])
        #expect(!parsed.isSet(PaintCommand.quiet))
    }

    @Test func optionalArgumentIsSkippedWhenWordsAreNeededForLaterRequiredOnes() throws {
        #expect(studio("mix", "a", "z").io.standardOutput == "a - z\n")
        #expect(studio("mix", "a", "b", "z").io.standardOutput == "a b z\n")
    }

    @Test func unknownLongOptionIsReportedAsTyped() {
        #expect(throws: ParseError.unknownOption("--brsh")) { try parsePaint("c", "--brsh", "large") }
    }

    @Test func unknownShortOptionInAGroupIsReportedAlone() {
        #expect(throws: ParseError.unknownOption("-x")) { try parsePaint("c", "-nx") }
    }

    @Test func valueOptionAtTheEndIsMissingItsValue() {
        #expect(throws: ParseError.missingValue(option: "--brush")) { try parsePaint("c", "--brush") }
    }

    @Test func valueOptionFollowedByAnotherOptionIsMissingItsValue() {
        #expect(throws: ParseError.missingValue(option: "-b")) { try parsePaint("c", "-b", "--quiet") }
    }

    @Test func flagGivenAnInlineValueIsRejected() {
        #expect(throws: ParseError.unexpectedValue(option: "--quiet", value: "yes")) {
            try parsePaint("c", "--quiet=yes")
        }
    }

    @Test func valueOutsideTheAllowedListIsRejected() {
        #expect(throws: ParseError.valueNotAllowed(option: "--brush", value: "huge", allowed: ["small", "large"])) {
            try parsePaint("c", "--brush", "huge")
        }
    }

    @Test func nonRepeatableOptionGivenTwiceIsRejected() {
        #expect(throws: ParseError.duplicateOption("-b")) { try parsePaint("c", "--brush", "small", "-b", "large") }
    }

    @Test func extraPositionalArgumentIsUnexpected() {
        #expect(throws: ParseError.unexpectedArgument("w")) {
            try ArgumentParser(MixCommand.configuration).parse(ArgumentTokenizer.tokenize(["a", "b", "c", "w"]))
        }
    }

    @Test func absentRequiredArgumentIsMissing() {
        #expect(throws: ParseError.missingArgument("last")) {
            try ArgumentParser(MixCommand.configuration).parse(ArgumentTokenizer.tokenize(["a"]))
        }
    }
}
