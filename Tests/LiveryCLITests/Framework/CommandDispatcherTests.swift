import Testing

@testable import LiveryCLI

@Suite("Command dispatcher")
struct CommandDispatcherTests {
    @Test func subcommandRunsWithItsParsedArguments() {
        let (status, io) = studio("paint", "wall", "red", "-l", "top", "-n")
        #expect(status == .success)
        #expect(io.standardOutput == "canvas=wall colors=[\"red\"] brush=small layers=[\"top\"] dry=true\n")
        #expect(io.standardError == "")
    }

    @Test func exitCodeOfTheCommandIsReturned() {
        #expect(studio("paint", "wall").status == .failure)
    }

    @Test func unknownOptionIsAUsageErrorWithExitCode2() {
        let (status, io) = studio("paint", "wall", "--brsh", "large")
        #expect(status == .usageError)
        #expect(io.standardOutput == "")
        #expect(
            io.standardError == """
                Error: Unknown option '--brsh'
                Usage: studio paint <canvas> [<color> ...] [--brush <size>] [--layer <name> ...] [--dry-run] [--quiet]
                See 'studio paint --help'.

                """)
    }

    @Test func missingValueIsAUsageErrorWithExitCode2() {
        let (status, io) = studio("mix", "a", "b", "c", "--help=x")
        #expect(status == .usageError)
        #expect(
            io.standardError == """
                Error: Option '--help' takes no value, but was given 'x'
                Usage: studio mix <first> [<second>] <last>
                See 'studio mix --help'.

                """)
        let missing = studio("paint", "wall", "--layer")
        #expect(missing.status == .usageError)
        #expect(missing.io.standardError.hasPrefix("Error: Missing value for option '--layer'\n"))
    }

    @Test func unexpectedArgumentIsAUsageErrorWithExitCode2() {
        let (status, io) = studio("mix", "a", "b", "c", "d")
        #expect(status == .usageError)
        #expect(
            io.standardError == """
                Error: Unexpected argument 'd'
                Usage: studio mix <first> [<second>] <last>
                See 'studio mix --help'.

                """)
    }

    @Test func validationFailureIsAUsageError() {
        let (status, io) = studio("paint", "wall", "-n")
        #expect(status == .usageError)
        #expect(io.standardError.hasPrefix("Error: --dry-run needs at least one --layer\nUsage: studio paint "))
    }

    @Test func unknownSubcommandIsReportedAgainstItsParent() {
        let (status, io) = studio("paitn")
        #expect(status == .usageError)
        #expect(
            io.standardError == """
                Error: Unknown subcommand 'paitn'
                Usage: studio [--version] <subcommand>
                See 'studio --help'.

                """)
    }

    @Test func rootWithoutSubcommandIsAUsageError() {
        let (status, io) = studio()
        #expect(status == .usageError)
        #expect(io.standardError.hasPrefix("Error: Missing subcommand\n"))
    }

    @Test func rootOptionRunsTheRoot() {
        #expect(studio("--version") == (.success, capturedOutput("studio 1\n")))
    }

    @Test func helpFlagPrintsTheHelpScreenAndSucceeds() {
        let (status, io) = studio("paint", "--brush", "huge", "--help")
        #expect(status == .success)
        #expect(io.standardError == "")
        #expect(
            io.standardOutput == """
                OVERVIEW: Paint a canvas.

                Colors are applied in order.

                USAGE: studio paint <canvas> [<color> ...] [--brush <size>] [--layer <name> ...] [--dry-run] [--quiet]

                ARGUMENTS:
                  <canvas>                The canvas to paint on.
                  <color>                 Colors to paint with.

                OPTIONS:
                  -b, --brush <size>      The brush size. (values: small, large) (default:
                                          small)
                  -l, --layer <name>      A layer to paint on. (can be repeated)
                  -n, --dry-run           Show what would be painted.
                  -q, --quiet             Print nothing.
                  -h, --help              Show help information.

                """)
    }

    @Test func helpAfterTerminatorIsAnArgument() {
        #expect(studio("paint", "wall", "--", "-h").io.standardOutput.hasPrefix("canvas=wall colors=[\"-h\"]"))
    }

    @Test func helpSubcommandMatchesTheHelpFlag() {
        #expect(studio("help", "paint") == studio("paint", "-h"))
        #expect(studio("help") == studio("--help"))
    }

    @Test func rootHelpListsTheSubcommandsWithTheirAbstracts() {
        #expect(
            studio("--help").io.standardOutput == """
                OVERVIEW: A test tool.

                USAGE: studio [--version] <subcommand>

                OPTIONS:
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  paint                   Paint a canvas.
                  mix                     Mix colors.

                See 'studio help <subcommand>' for detailed help.

                """)
    }

    @Test func discussionParagraphsAreWrappedButIndentedExamplesAreKept() {
        let paragraph = Array(repeating: "word", count: 20).joined(separator: " ")
        let example = "  x --with-a-very-long-example-line-that-must-not-be-broken-even-past-eighty-columns"
        let help = HelpRenderer.help(
            CommandConfiguration(name: "x", abstract: "X.", discussion: paragraph + "\n\n" + example), commandPath: "x")
        let words = Array(repeating: "word", count: 16).joined(separator: " ")
        #expect(help.contains("\n\n\(words)\nword word word word\n\n\(example)\n\nUSAGE: x\n"), "\(help)")
    }

    @Test func longHelpLabelsPutTheirTextOnTheNextLine() {
        let options = [OptionSpec.option("a-very-long-option-name", valueName: "value", help: "Long.")]
        let help = HelpRenderer.help(
            CommandConfiguration(name: "x", abstract: "X.", options: options), commandPath: "x")
        #expect(help.contains("\n  --a-very-long-option-name <value>\n                          Long.\n"))
    }
}

private func capturedOutput(_ text: String) -> CapturedIO {
    var io = CapturedIO()
    io.writeOutput(text)
    return io
}
