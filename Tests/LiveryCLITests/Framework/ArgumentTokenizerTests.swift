import Testing

@testable import LiveryCLI

@Suite("Argument tokenizer")
struct ArgumentTokenizerTests {
    @Test func longOptionAndItsValueAreSeparateTokens() {
        #expect(ArgumentTokenizer.tokenize(["--over", "#fff"]) == [.long(name: "over", value: nil), .word("#fff")])
    }

    @Test func longOptionWithEqualsCarriesItsInlineValue() {
        #expect(ArgumentTokenizer.tokenize(["--over=#fff"]) == [.long(name: "over", value: "#fff")])
    }

    @Test func inlineValueSplitsAtTheFirstEqualsSignOnly() {
        #expect(ArgumentTokenizer.tokenize(["--set=a=b"]) == [.long(name: "set", value: "a=b")])
    }

    @Test func emptyInlineValueIsKeptAsEmpty() {
        #expect(ArgumentTokenizer.tokenize(["--over="]) == [.long(name: "over", value: "")])
    }

    @Test func singleDashStartsAGroupOfShortOptions() {
        #expect(ArgumentTokenizer.tokenize(["-o", "-hj"]) == [.shortGroup("o"), .shortGroup("hj")])
    }

    @Test func wordsAfterTheTerminatorArePlainEvenWithDashes() {
        #expect(
            ArgumentTokenizer.tokenize(["a", "--", "--json", "-x", "--"])
                == [.word("a"), .terminator, .word("--json"), .word("-x"), .word("--")])
    }

    @Test func loneDashAndNegativeNumbersAreWords() {
        #expect(
            ArgumentTokenizer.tokenize(["-", "-1", "-0.5", "-.5"]) == [
                .word("-"), .word("-1"), .word("-0.5"), .word("-.5"),
            ])
    }

    @Test func repeatedOptionsStayInOrder() {
        #expect(
            ArgumentTokenizer.tokenize(["--layer", "a", "--layer=b"])
                == [.long(name: "layer", value: nil), .word("a"), .long(name: "layer", value: "b")])
    }

    @Test func tokensPrintAsTyped() {
        let typed = ["--over=#fff", "--json", "-hj", "--", "word"]
        #expect(ArgumentTokenizer.tokenize(typed).map(\.description) == typed)
    }
}
