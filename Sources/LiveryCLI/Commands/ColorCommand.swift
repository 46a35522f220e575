/// `livery color`: converts colors and reports their coordinates, luminance and gamut.
struct ColorCommand: Command {
    static let colors = ArgumentSpec(
        "color", arity: .zeroOrMore,
        help:
            "A hex color (#rgb, #rrggbb, #rrggbbaa) or a DTCG color object in JSON. Without any, colors are read from standard input, one per line."
    )

    static let configuration = CommandConfiguration(
        name: "color",
        abstract: "Convert colors and report hex, sRGB, OKLab, OKLCH, luminance and gamut.",
        discussion: """
            Examples:
              livery color '#3366ff'
              livery color '{"colorSpace":"oklch","components":[0.7,0.1,200]}' --json
              cut -f2 palette.tsv | livery color --json

            Input lines that are not colors are reported on standard error with their line \
            number; the others are still converted, and the exit status is then 1.
            """,
        arguments: [colors],
        options: OutputOptions.specs)

    var colors: [String]
    var output: OutputOptions

    init(parsing arguments: ParsedArguments) {
        colors = arguments.values(of: Self.colors)
        output = OutputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        var printer = ReportPrinter(output: output)
        if colors.isEmpty {
            var lineNumber = 0
            while let line = io.readLine() {
                lineNumber += 1
                let text = line.trimmingWhitespace
                if text.isEmpty { continue }
                printer.report(text, place: "<stdin>:\(lineNumber): ", io: &io)
            }
        } else {
            for text in colors { printer.report(text, place: "", io: &io) }
        }
        return printer.sawError ? .failure : .success
    }

    /// Prints one report per color, separating text reports with a blank line, and remembers
    /// whether any input was not a color.
    private struct ReportPrinter {
        var output: OutputOptions
        var printed = 0
        var sawError = false

        mutating func report(_ text: String, place: String, io: inout some CommandIO) {
            do throws(ColorInputError) {
                let report = ColorReport(input: text, color: try ColorInput.parse(text))
                if output.json {
                    io.print(report.json)
                } else {
                    if printed > 0 { io.print() }
                    io.writeOutput(report.text)
                }
                printed += 1
            } catch {
                sawError = true
                io.printError("\(place)error: \(error)")
            }
        }
    }
}
