import LiveryCore

/// `livery resolve`: prints resolved tokens for one combination of contexts, or for all.
struct ResolveCommand: Command {
    static let resolver = ArgumentSpec(
        "resolver", help: "A resolver file (*.resolver.json), or a token file for a source without modifiers.")
    static let input = OptionSpec.option(
        "input", valueName: "modifier=context",
        help: "Choose a context for one modifier; the others take their default.", isRepeatable: true)
    static let all = OptionSpec.flag(
        "all", help: "Print every combination of contexts (those agreeing with --input).")
    /// How `--format` prints the tokens.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case json, table
    }

    static let format = OptionSpec.option(
        "format", valueName: "format", help: "How to print the tokens.", as: Format.self, defaultValue: .json)

    static let configuration = CommandConfiguration(
        name: "resolve",
        abstract: "Print the tokens of a theme with every reference resolved.",
        discussion: """
            JSON output maps each input ('theme=dark,contrast=normal') to its tokens, each \
            {"type", "value", "hex" for colors}: the same content as 'livery export --format json'. \
            Table output lists name, type and value (hex for colors) in aligned columns.

            Examples:
              livery resolve Examples/Themes/app.resolver.json --input theme=dark
              livery resolve Examples/Themes/app.resolver.json --all --format table
            """,
        arguments: [resolver],
        options: [input, all, format] + TokenInputOptions.specs)

    var path: String
    var selection: ContextSelection
    var everyCombination: Bool
    var table: Bool
    var tokenInput: TokenInputOptions

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        path = arguments.value(of: Self.resolver) ?? ""
        selection = try ContextSelection(parsing: arguments.values(of: Self.input), option: Self.input.spelling)
        everyCombination = arguments.isSet(Self.all)
        table = try arguments.value(of: Self.format, as: Format.self) == .table
        tokenInput = TokenInputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        guard let resolver = SourceInput.load(path, mode: tokenInput.mode, io: &io) else { return .failure }
        if let problem = selection.problem(in: resolver.modifiers) { return Self.usageError(problem, io: &io) }
        let inputs = everyCombination ? selection.allInputs(for: resolver) : [selection.input(for: resolver)]
        guard let themes = SourceInput.themes(of: resolver, for: inputs, io: &io) else { return .failure }
        if table {
            io.writeOutput(ThemeTableReport.text(themes))
        } else {
            io.writeOutput(JSONWriter.string(ResolvedThemeJSON.encode(themes)))
        }
        return .success
    }
}
