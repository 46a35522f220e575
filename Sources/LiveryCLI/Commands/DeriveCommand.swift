import Foundation
import LiveryCore
import LiveryTools

/// `livery derive`: drafts one context's color tokens from another's (dark from light, say),
/// keeping the contrast pairs passing.
struct DeriveCommand: Command {
    static let resolver = ArgumentSpec("resolver", help: "The resolver file (*.resolver.json).")
    static let from = OptionSpec.option(
        "from", valueName: "context", help: "The context to derive from (light, or theme=light).", isRequired: true)
    static let to = OptionSpec.option(
        "to", valueName: "context", help: "The context to derive (dark, or theme=dark).",
        isRequired: true)
    static let pairs = OptionSpec.option(
        "pairs", valueName: "file", help: "Contrast pairs the derived colors must keep passing.")
    static let overwrite = OptionSpec.flag(
        "overwrite", help: "Replace colors the target context already defines (kept by default).")
    static let strategy = OptionSpec.option(
        "strategy", valueName: "id",
        help:
            "How colors are mapped; by default the one the target's name suggests (dark → invert-lightness, dim → compress-lightness, dark-dimmed → dimmed-dark, high → push-contrast, dark-high-contrast → high-contrast-dark, protanopia → protanopia, …).",
        allowedValues: DerivationStrategy.all.map(\.id))
    static let fills = OptionSpec.option(
        "fills", valueName: "keep|mirror",
        help:
            "What a dark does with saturated fills whose text is of another color (white on a blue button): keep them and their text (the default, as Carbon and Fluent do), or mirror them with the palette and decide their text against them (as PatternFly and Paste do). An --anchor stating such text on the other side (white button text stated dark) mirrors them too.",
        allowedValues: ThemeDerivation.Fills.allCases.map(\.rawValue))
    static let faintPairs = OptionSpec.option(
        "faint-pairs", valueName: "fix|keep",
        help:
            "What a dark does with pairs the light itself reads far below their minimum (under its square root: 1.73:1 where 3:1 is asked), such as hairline borders: raise them to the minimum (the default, as Radix and PatternFly do), or keep them as faint as the light has them (as Garden and Codex do); the report still holds them to the minimum.",
        allowedValues: ThemeDerivation.FaintPairs.allCases.map(\.rawValue))
    static let anchor = OptionSpec.option(
        "anchor", valueName: "token=color",
        help:
            "A color the target must give a token (its dark page, say), as a color or a reference to a palette token ({gray.100}): written as given (as a reference to a palette step of that color, where there is one) and never moved for a pair; an anchored page (the background most pairs are read on) is where the mirrored surfaces turn; its unstated states (…Hover, …Pressed beside …Rest) of the same light color take the stated color, and where the token is stated as its own light color, the others keep theirs; a token named one word apart on the same step of another ramp (nonstatus.red.default on red.30 beside nonstatus.blue.default on blue.30) takes the stated step number on its own ramp. Repeatable.",
        isRepeatable: true)
    static let addToResolver = OptionSpec.flag(
        "add-to-resolver",
        help:
            "Add the token file to the resolver for the target context when it does not read it yet (written with the token file, all or nothing); otherwise the lines to add are printed."
    )
    static let output = OutputPathOption.spec(valueName: "file", help: "The token file to write the derived tokens to.")

    static let configuration = CommandConfiguration(
        name: "derive",
        abstract: "Derive a context's colors from another's (dark from light), keeping contrast pairs passing.",
        discussion: """
            Writes a DTCG token file for the target context: every color that depends on the \
            modifier, mapped by the strategy according to its role (text, surface, \
            on-emphasis), inferred from the pairs and the aliases. Colors on a palette ramp \
            stay on it: for a dark target, surfaces take the step mirrored by rank (the k-th \
            lightest becomes the k-th darkest; a surface and its hover states move as one \
            block, keeping their order), text keeps the contrast it had where a step allows; \
            other colors are mapped in OKLCH and pointed at the nearest step. A saturated fill \
            whose text is of another color family keeps its color and its text unless \
            --fills mirror says the design mirrors its fills too; --faint-pairs keep that \
            hairlines the light reads far below their minimum stay as faint. Where a pair \
            still fails, the semantic token is re-pointed (another step, or a new color) \
            rather than moving a palette color other tokens share. --anchor states a \
            token's color outright (the dark page a brand has chosen), and its states and \
            analogues follow it. The report lists every \
            token's old and new value and why; its pair checks are an audit of the written file in place (what `livery audit` \
            will say), and failing checks make the exit status 1 (the file is still written). \
            When the resolver does not read the file for the target context, --add-to-resolver \
            adds it; otherwise the lines to add are printed.

            Example:
              livery derive Examples/Themes/app.resolver.json --from dark --to dim --pairs pairs.json -o Examples/Themes/theme/dim.tokens.json --add-to-resolver
            """,
        arguments: [resolver],
        options: [
            from, to, pairs, overwrite, strategy, fills, faintPairs, anchor, addToResolver, output, OutputOptions.json,
        ]
            + TokenInputOptions.specs)

    var path: String
    var fromContext: String
    var toContext: String
    var pairsPath: String?
    var overwrites: Bool
    var strategyID: String?
    var fillDesign: ThemeDerivation.Fills
    var faintDesign: ThemeDerivation.FaintPairs
    var anchors: [AnchorInput]
    var outputPath: String
    var addsToResolver: Bool
    var output: OutputOptions
    var tokenInput: TokenInputOptions

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        path = arguments.value(of: Self.resolver) ?? ""
        fromContext = try arguments.required(Self.from)
        toContext = try arguments.required(Self.to)
        pairsPath = arguments.value(of: Self.pairs)
        overwrites = arguments.isSet(Self.overwrite)
        strategyID = arguments.value(of: Self.strategy)
        fillDesign = arguments.value(of: Self.fills).flatMap(ThemeDerivation.Fills.init(rawValue:)) ?? .keep
        faintDesign =
            arguments.value(of: Self.faintPairs).flatMap(ThemeDerivation.FaintPairs.init(rawValue:)) ?? .fix
        anchors = try AnchorInput.parse(arguments.values(of: Self.anchor), option: Self.anchor.spelling)
        outputPath = try arguments.required(Self.output)
        addsToResolver = arguments.isSet(Self.addToResolver)
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
                contexts.to, modifier: contexts.modifier,
                known: DeriveContexts.known(contexts.modifier, in: resolver.modifiers))
            return Self.usageError(
                contexts.targetExists
                    ? "no strategy suggests itself for '\(contexts.to)'; choose one with --strategy (\(strategies))"
                    : "\(unknown); to create it, choose a strategy with --strategy (\(strategies))",
                io: &io)
        }
        let result: ThemeDerivation.Result
        do throws(DiagnosticsError) {
            let requirements = try pairsPath.map { path throws(DiagnosticsError) in
                try ContrastRequirements.load(path: path)
            }
            let input = try DeriveInput(resolver: resolver, from: fromContext, to: toContext)
            let anchorColors = try AnchorInput.colors(
                anchors, in: input, overwrite: overwrites, option: Self.anchor.spelling)
            let (modifier, _, context) = ThemeDerivation.changedModifier(input)
            var placement = try DerivedPlacement(
                resolverPath: path, output: outputPath, modifier: modifier, context: context)
            placement.mode = tokenInput.mode
            result = try ThemeDerivation.derive(
                input,
                options: .init(
                    strategy: chosen, requirements: requirements, overwrite: overwrites, fills: fillDesign,
                    faintPairs: faintDesign,
                    anchors: anchorColors),
                placement: placement)
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return .failure
        }
        // The token file must not replace an input; the resolver itself is rewritten only on
        // purpose (--add-to-resolver), all or nothing with the token file.
        let inputs = resolver.files + (pairsPath.map { [$0] } ?? [])
        if let refused = Self.refuseOverwritingInputs(writing: [outputPath], inputs: inputs, io: &io) { return refused }
        var files = [result.outputFile(path: outputPath)]
        let placement = result.placement
        if placement.needsEntry && addsToResolver {
            guard let edited = placement.editedResolver else {
                io.printError("error: \(path): cannot find modifier \"\(placement.modifier)\" to add the entry to")
                io.printError(placement.entryLines)
                return .failure
            }
            files.append(OutputFile(path: path, json: edited))
        }
        if files.count == 1 {
            guard OutputDirectory.write(files[0], toPath: outputPath, io: &io) else { return .failure }
        } else {
            // Token file and resolver in one all-or-nothing write, from their common folder.
            let folder = Self.commonFolder(files.map(\.path))
            let placed = files.map {
                OutputFile(path: DerivedPlacement.relative($0.path, to: folder), contents: $0.contents)
            }
            guard OutputDirectory.write(placed, to: folder, io: &io) != nil else { return .failure }
        }
        if output.json {
            io.print(JSONWriter.string(result.report.json, pretty: false))
        } else {
            io.writeOutput(result.report.text)
        }
        if placement.needsEntry {
            io.printError(
                addsToResolver
                    ? "added \"\(placement.reference)\" to \(path) for \(placement.modifier)=\(placement.context)"
                    : "note: \(path) does not read \(outputPath) for \(placement.modifier)=\(placement.context) yet "
                        + "(the report audits it as if it did); rerun with --add-to-resolver, or "
                        + placement.entryLines)
        }
        return result.report.passed ? .success : .failure
    }

    /// The deepest folder holding every one of `paths`.
    static func commonFolder(_ paths: [String]) -> String {
        let folders = paths.map {
            URL(fileURLWithPath: $0).standardized.deletingLastPathComponent().path.split(separator: "/")
        }
        var common = folders.first ?? []
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }

    /// A derive-contexts problem in the command's words: `--from dusk: no modifier has …`.
    static func message(for error: DeriveContextsError) -> String {
        error.description(from: from.spelling, to: to.spelling)
    }
}
