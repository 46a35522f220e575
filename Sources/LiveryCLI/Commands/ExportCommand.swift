import LiveryCore
import LiveryTools

/// `livery export`: writes a resolver's themes in platform formats (CSS, Swift, asset
/// catalogs, Android resources, JSON).
struct ExportCommand: Command {
    /// The formats there are; `nil` only if two built-in exporters shared an id.
    static let registry = ExporterRegistry.builtIn
    /// The `--format` value that selects every format.
    static let everyFormat = "all"

    static let resolver = ArgumentSpec("resolver", help: "The resolver file (*.resolver.json) to export.")
    static let format = OptionSpec.option(
        "format", short: "f", valueName: "format",
        help: "The output format (see FORMATS); several formats each go into a subfolder named by the format.",
        allowedValues: registry.ids + [everyFormat], isRepeatable: true, isRequired: true)
    static let output = OutputPathOption.spec(valueName: "dir", help: "The folder to write into (created when needed).")
    static let context = OptionSpec.option(
        "context", valueName: "modifier=context",
        help:
            "Hold a modifier at one context (brand=acme); a held theme or contrast modifier is no longer an axis of the output.",
        isRepeatable: true)

    static let configuration = CommandConfiguration(
        name: "export",
        abstract: "Write a resolver's themes as CSS, Swift, asset catalogs, Android resources or JSON.",
        discussion: """
            The 'theme' modifier gives light and dark appearances, 'contrast=high' the \
            high-contrast one; every other modifier is held at its default unless --context \
            holds it elsewhere. Every file is rendered before any is written, and all are \
            written or none.

            FORMATS:
            \(registry.helpLines.map { "  " + $0 }.joined(separator: "\n"))
              all       every format above, each in its own subfolder

            Examples:
              livery export Examples/Themes/app.resolver.json --format css -o build/css
              livery export Examples/Themes/app.resolver.json --format all -o build --context brand=acme
            """,
        arguments: [resolver],
        options: [format, output, context] + TokenInputOptions.specs)

    var path: String
    var formats: [String]
    var outputDirectory: String
    var selection: ContextSelection
    var tokenInput: TokenInputOptions

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        path = arguments.value(of: Self.resolver) ?? ""
        formats = arguments.values(of: Self.format)
        outputDirectory = try arguments.required(Self.output)
        selection = try ContextSelection(parsing: arguments.values(of: Self.context), option: Self.context.spelling)
        tokenInput = TokenInputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        let exporters = selectedExporters(in: Self.registry)
        guard let resolver = SourceInput.load(path, mode: tokenInput.mode, io: &io) else { return .failure }
        if let problem = selection.problem(in: resolver.modifiers) { return Self.usageError(problem, io: &io) }
        // Resolve every combination the export covers first, so every error is reported, not the first.
        guard SourceInput.themes(of: resolver, for: selection.allInputs(for: resolver), io: &io) != nil else {
            return .failure
        }
        var options = ExportOptions()
        options.fixedContexts = selection.contexts(in: resolver.modifiers)
        let files: [OutputFile]
        do throws(DiagnosticsError) {
            files = try ExportBatch.render(exporters, request: ExportRequest(source: resolver, options: options))
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return .failure
        }
        let outputs = InputOverwriteCheck.paths(of: files, in: outputDirectory)
        if let refused = Self.refuseOverwritingInputs(writing: outputs, inputs: resolver.files, io: &io) {
            return refused
        }
        guard let report = OutputDirectory.write(files, to: outputDirectory, io: &io) else { return .failure }
        io.print(
            OutputDirectory.summary(
                report, to: outputDirectory, detail: " (\(exporters.map(\.id).joined(separator: ", ")))"))
        return .success
    }

    /// The exporters `--format` names, in registry order, each once.
    private func selectedExporters(in registry: ExporterRegistry) -> [Exporter] {
        if formats.contains(Self.everyFormat) { return registry.exporters }
        return registry.exporters.filter { formats.contains($0.id) }
    }
}
