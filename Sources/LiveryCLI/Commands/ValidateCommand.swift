import LiveryCore

/// `livery validate`: checks token and resolver files and reports every finding.
struct ValidateCommand: Command {
    static let paths = ArgumentSpec(
        "path", arity: .oneOrMore,
        help:
            "A token file (*.tokens.json, or any JSON that is not a resolver) or a resolver file (*.resolver.json, or any JSON with a resolutionOrder)."
    )

    static let configuration = CommandConfiguration(
        name: "validate",
        abstract: "Check DTCG token and resolver files, reporting every error and warning.",
        discussion: """
            A resolver is checked with every combination of its modifiers' contexts. Token files \
            named together are layered in the order given (a later file overrides an earlier \
            one), so references between them resolve.

            Findings go to standard error as 'severity: file:line:col: path: message', then a \
            summary line goes to standard output. The exit status is 1 when there is any error.

            Examples:
              livery validate Examples/Themes/app.resolver.json
              livery validate base.tokens.json dark.tokens.json --strict
            """,
        arguments: [paths],
        options: TokenInputOptions.specs + [OutputOptions.json])

    var paths: [String]
    var input: TokenInputOptions
    var output: OutputOptions

    init(parsing arguments: ParsedArguments) {
        paths = arguments.values(of: Self.paths)
        input = TokenInputOptions(parsing: arguments)
        output = OutputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        let recorder = FileRecorder()
        let report = TokenValidation.validate(paths, mode: input.mode, loader: recorder.recording(.fileSystem))
        let errors = report.errors.count
        let warnings = report.diagnostics.count - errors
        let files = max(recorder.count, 1)
        if output.json {
            let object: JSONValue = [
                "files": .number(Double(files)),
                "errors": .number(Double(errors)),
                "warnings": .number(Double(warnings)),
                "diagnostics": .array(report.diagnostics.map(DiagnosticReport.json)),
            ]
            io.print(JSONWriter.string(object, pretty: false))
        } else {
            DiagnosticReport.print(report.diagnostics, io: &io)
            io.print(
                "\(DiagnosticReport.counts(errors: errors, warnings: warnings)) in \(CountText.of(files, "file"))"
            )
        }
        return report.hasErrors ? .failure : .success
    }
}
