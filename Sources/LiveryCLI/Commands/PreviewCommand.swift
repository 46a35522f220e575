import LiveryCore
import LiveryTools

/// `livery preview`: writes one self-contained HTML page showing every context of a theme.
struct PreviewCommand: Command {
    static let resolver = ArgumentSpec("resolver", help: "The resolver file (*.resolver.json) to preview.")
    static let output = OutputPathOption.spec(
        valueName: "file", help: "The HTML file to write.")
    static let context = OptionSpec.option(
        "context", valueName: "modifier=context",
        help: "Hold a modifier at one context instead of making it switchable.",
        isRepeatable: true)

    static let configuration = CommandConfiguration(
        name: "preview",
        abstract: "Write an HTML page showing sample screens and every color in every context.",
        discussion: """
            The page loads nothing from the network: open it straight from disk. A switcher picks \
            the context of the sample screens; below them, one column per combination lists each \
            color with its hex value and contrast badges.

            Example:
              livery preview Examples/Themes/app.resolver.json -o preview.html
            """,
        arguments: [resolver],
        options: [output, context] + TokenInputOptions.specs)

    var path: String
    var outputPath: String
    var selection: ContextSelection
    var tokenInput: TokenInputOptions

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        path = arguments.value(of: Self.resolver) ?? ""
        outputPath = try arguments.required(Self.output)
        selection = try ContextSelection(parsing: arguments.values(of: Self.context), option: Self.context.spelling)
        tokenInput = TokenInputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        guard let resolver = SourceInput.load(path, mode: tokenInput.mode, io: &io) else { return .failure }
        if let problem = selection.problem(in: resolver.modifiers) { return Self.usageError(problem, io: &io) }
        guard SourceInput.themes(of: resolver, for: selection.allInputs(for: resolver), io: &io) != nil else {
            return .failure
        }
        var options = ExportOptions()
        options.fixedContexts = selection.contexts(in: resolver.modifiers)
        let page: OutputFile
        do {
            page = try PreviewPage.render(source: resolver, options: options)
        } catch let error as DiagnosticsError {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return .failure
        } catch {
            io.printError("error: \(error)")
            return .failure
        }
        if let refused = Self.refuseOverwritingInputs(writing: [outputPath], inputs: resolver.files, io: &io) {
            return refused
        }
        guard OutputDirectory.write(page, toPath: outputPath, io: &io) else { return .failure }
        io.print("wrote \(outputPath)")
        return .success
    }
}
