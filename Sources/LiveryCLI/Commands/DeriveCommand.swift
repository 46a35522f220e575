import LiveryCore
import LiveryTools

/// `livery derive`: drafts one context's color tokens from another's (dark from light, say),
/// keeping the contrast pairs passing.
struct DeriveCommand: Command {
    static let resolver = ArgumentSpec("resolver", help: "The resolver file (*.resolver.json).")
    static let from = OptionSpec.option(
        "from", valueName: "context", help: "The context to derive from (light, or theme=light).", isRequired: true)
    static let to = OptionSpec.option("to", valueName: "context", help: "The context to derive (dark, or theme=dark).",
        isRequired: true)
    static let pairs = OptionSpec.option(
        "pairs", valueName: "file", help: "Contrast pairs the derived colors must keep passing.")
    static let overwrite = OptionSpec.flag(
        "overwrite", help: "Replace colors the target context already defines (kept by default).")
    static let strategy = OptionSpec.option(
        "strategy", valueName: "id",
        help: "How colors are mapped; by default the one the target's name suggests (dark → invert-lightness, dim → compress-lightness, high → push-contrast).",
        allowedValues: DerivationStrategy.all.map(\.id))
    static let output = OutputPathOption.spec(valueName: "file", help: "The token file to write the derived tokens to.")

    static let configuration = CommandConfiguration(
        name: "derive",
        abstract: "Derive a context's colors from another's (dark from light), keeping contrast pairs passing.",
        discussion: """
            Writes a DTCG token file for the target context: every color that depends on the \
            modifier, mapped in OKLCH by the strategy and then adjusted until each contrast pair \
            passes. The report lists every token's old and new value; pairs that cannot pass are \
            listed too and make the exit status 1 (the file is still written).

            Example:
              livery derive Examples/Themes/app.resolver.json --from light --to dim --pairs pairs.json -o theme/dim.tokens.json
            """,
        arguments: [resolver],
        options: [from, to, pairs, overwrite, strategy, output, OutputOptions.json] + TokenInputOptions.specs)

    var path: String
    var fromContext: String
    var toContext: String
    var pairsPath: String?
    var overwrites: Bool
    var strategyID: String?
    var outputPath: String
    var output: OutputOptions
    var tokenInput: TokenInputOptions

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        path = arguments.value(of: Self.resolver) ?? ""
        fromContext = try arguments.required(Self.from)
        toContext = try arguments.required(Self.to)
        pairsPath = arguments.value(of: Self.pairs)
        overwrites = arguments.isSet(Self.overwrite)
        strategyID = arguments.value(of: Self.strategy)
        outputPath = try arguments.required(Self.output)
        output = OutputOptions(parsing: arguments)
        tokenInput = TokenInputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        guard let resolver = SourceInput.load(path, mode: tokenInput.mode, io: &io) else { return .failure }
        let contexts: DeriveContexts
        do throws(DeriveContextsError) {
            contexts = try DeriveContexts(from: fromContext, to: toContext, in: resolver.modifiers)
        } catch {
            return Self.usageError(Self.message(for: error), io: &io)
        }
        guard let chosen = strategyID.flatMap(DerivationStrategy.named) ?? DerivationStrategy.forContext(contexts.to)
        else {
            let strategies = DerivationStrategy.all.map(\.id).joined(separator: ", ")
            let unknown = ContextSelectorError.unknownContext(
                contexts.to, modifier: contexts.modifier, known: DeriveContexts.known(contexts.modifier, in: resolver.modifiers))
            return Self.usageError(
                contexts.targetExists
                    ? "no strategy suggests itself for '\(contexts.to)'; choose one with --strategy (\(strategies))"
                    : "\(unknown); to create it, choose a strategy with --strategy (\(strategies))",
                io: &io)
        }
        let result: ThemeDerivation.Result
        do throws(DiagnosticsError) {
            let requirements = try pairsPath.map { path throws(DiagnosticsError) in try ContrastRequirements.load(path: path) }
            let input = try DeriveInput(resolver: resolver, from: fromContext, to: toContext)
            result = try ThemeDerivation.derive(
                input, options: .init(strategy: chosen, requirements: requirements, overwrite: overwrites))
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return .failure
        }
        guard OutputDirectory.write(result.outputFile(path: outputPath), toPath: outputPath, io: &io) else {
            return .failure
        }
        if output.json {
            io.print(JSONWriter.string(result.report.json, pretty: false))
        } else {
            io.writeOutput(result.report.text)
        }
        return result.report.passed ? .success : .failure
    }

    /// A derive-contexts problem in the command's words: `--from dusk: no modifier has …`.
    static func message(for error: DeriveContextsError) -> String {
        error.description(from: from.spelling, to: to.spelling)
    }
}
