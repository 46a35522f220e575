import LiveryCore
import LiveryTools

/// `livery audit`: checks contrast pairs in every combination of contexts.
struct AuditCommand: Command {
    static let resolver = ArgumentSpec("resolver", help: "The resolver file (*.resolver.json) to audit.")
    static let pairs = OptionSpec.option(
        "pairs", valueName: "file", help: "The contrast pairs file: foreground, background, level, contexts, over.",
        isRequired: true)

    static let vision = OptionSpec.option(
        "cvd", valueName: "deficiency",
        help: "Audit the colors as a dichromat sees them (Viénot 1999 / Brettel 1997 simulation).",
        allowedValues: ColorVisionDeficiency.allCases.map(\.rawValue))

    static let configuration = CommandConfiguration(
        name: "audit",
        abstract: "Check the WCAG contrast of token pairs in every combination of contexts.",
        discussion: """
            Prints one row per pair, combination and backdrop; the exit status is 1 when any \
            pair falls short of its minimum, or when the pairs file names tokens that do not \
            exist or are not colors.

            Example:
              livery audit Examples/Themes/app.resolver.json --pairs Examples/Themes/pairs.json
            """,
        arguments: [resolver],
        options: [pairs, vision, OutputOptions.json] + TokenInputOptions.specs)

    var path: String
    var pairsPath: String
    var deficiency: ColorVisionDeficiency?
    var output: OutputOptions
    var tokenInput: TokenInputOptions

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        path = arguments.value(of: Self.resolver) ?? ""
        pairsPath = try arguments.required(Self.pairs)
        deficiency = arguments.value(of: Self.vision).flatMap(ColorVisionDeficiency.init(rawValue:))
        output = OutputOptions(parsing: arguments)
        tokenInput = TokenInputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        guard let resolver = SourceInput.load(path, mode: tokenInput.mode, io: &io) else { return .failure }
        let report: AuditReport
        do throws(DiagnosticsError) {
            let requirements = try ContrastRequirements.load(path: pairsPath)
            report = try ContrastAudit.run(requirements, on: resolver, vision: deficiency)
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return .failure
        }
        if output.json {
            io.print(JSONWriter.string(report.json, pretty: false))
        } else {
            io.writeOutput(report.table)
        }
        return report.passed ? .success : .failure
    }
}
