import LiveryCore
import LiveryTools

/// `livery diff`: what changed between two versions of a theme, per context, for code review.
struct DiffCommand: Command {
    static let old = ArgumentSpec(
        "old", help: "The old resolver or token file (with --git: the path to compare with its revision).")
    static let new = ArgumentSpec("new", arity: .optional, help: "The new resolver or token file (not with --git).")
    static let git = OptionSpec.option(
        "git", valueName: "revision",
        help: "Compare the file as it was at a git revision (and the files it references there) with the working tree.")
    static let pairs = OptionSpec.option(
        "pairs", valueName: "file",
        help: "A contrast pairs file (as for audit): report the pairs that newly fail or newly pass.")
    static let format = OptionSpec.option(
        "format", short: "f", valueName: "format", help: "How to print the diff (see FORMATS).",
        allowedValues: DiffFormat.all.map(\.id), defaultValue: DiffFormat.table.id)
    static let failOn = OptionSpec.option(
        "fail-on", valueName: "condition",
        help: "Exit with 1 when the diff has breaking changes, newly failing contrast pairs, or any change.",
        as: DiffFailCondition.self)
    static let output = OutputPathOption.spec(
        valueName: "file", help: "Write the diff to this file instead of standard output.", isRequired: false)

    static let configuration = CommandConfiguration(
        name: "diff",
        abstract: "Show what changed between two versions of a theme, per context.",
        discussion: """
            Each side is a resolver file or a token file. Per context (a combination of the \
            modifiers' contexts), the diff lists tokens added, removed, renamed, whose type or \
            value changed (colors with ΔE OK×100 and both hex values) and whose alias was \
            re-pointed (the reference target moved, the value did not), and with --pairs the \
            declared contrast pairs that newly fail or newly pass. Removed, renamed and \
            type-changed tokens are breaking.

            Renames are a heuristic: a removed and an added token with the same type, the same \
            value and the same place (the same parent group, or the same last name segment) \
            are reported as one rename when the match is one-to-one.

            With --git REV -- PATH the old side is PATH at revision REV (git show REV:PATH, \
            and every file it references read at REV too) and the new side is PATH in the \
            working tree. The pairs file is read from the working tree for both sides.

            FORMATS:
            \(DiffFormat.all.map { "  " + $0.id.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

            JSON (every object's keys sorted):
              old, new, breaking, contrastCompared, renameNote, totals (a count per kind)
              contexts[]: context, presence (both, added, removed), changes[], contrast[]
              changes[]: kind, name, breaking, oldName, old and new {type, value,
                reference, hex}, deltaEOK100
              contrast[]: kind, pair, foreground, background, over, oldRatio, newRatio,
                required

            EXIT STATUS:
              0  the diff ran (and the --fail-on condition, if any, was not met)
              1  the --fail-on condition was met, or an input could not be read (the error says which)
              2  the command line was wrong

            Examples:
              livery diff old/app.resolver.json tokens/app.resolver.json
              livery diff --git main --format markdown --fail-on breaking -- tokens/app.resolver.json
            """,
        arguments: [old, new],
        options: [git, pairs, format, failOn, output] + TokenInputOptions.specs)

    var oldPath: String
    var newPath: String?
    var revision: String?
    var pairsPath: String?
    var diffFormat: DiffFormat
    var failCondition: DiffFailCondition?
    var outputPath: String?
    var tokenInput: TokenInputOptions

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        oldPath = arguments.value(of: Self.old) ?? ""
        newPath = arguments.value(of: Self.new)
        revision = arguments.value(of: Self.git)
        pairsPath = arguments.value(of: Self.pairs)
        let formatID = arguments.value(of: Self.format) ?? DiffFormat.table.id
        guard let diffFormat = DiffFormat.named(formatID) else {
            throw .valueNotAllowed(
                option: Self.format.spelling, value: formatID, allowed: DiffFormat.all.map(\.id))
        }
        self.diffFormat = diffFormat
        failCondition = try arguments.value(of: Self.failOn, as: DiffFailCondition.self)
        outputPath = arguments.value(of: Self.output)
        tokenInput = TokenInputOptions(parsing: arguments)
    }

    func validate() throws(ParseError) {
        switch (revision, newPath) {
        case (nil, nil): throw .invalid("give the old and the new file, or --git <revision> -- <path>")
        case (_?, _?): throw .invalid("with --git, give one path: the file compared with its revision")
        case (let revision?, nil) where revision.isEmpty || revision.hasPrefix("-"):
            throw .invalid("--git needs a revision (a branch, tag or commit), found '\(revision)'")
        default: break
        }
    }

    func run(io: inout some CommandIO) -> ExitCode {
        let sides = self.sides
        let old: Resolver
        let new: Resolver
        var requirements: ContrastRequirements?
        let diff: ThemeDiff
        do throws(DiagnosticsError) {
            (old, new) = try DiffSide.load(sides.old, sides.new, mode: tokenInput.mode)
            requirements = try pairsPath.map { path throws(DiagnosticsError) in
                try ContrastRequirements.load(path: path)
            }
            diff = try ThemeDiffer.diff(
                old: old, new: new, oldLabel: sides.old.label, newLabel: sides.new.label, pairs: requirements)
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return .failure
        }
        let text = diffFormat.render(diff)
        if let outputPath {
            let inputs = new.files + (pairsPath.map { [$0] } ?? []) + (revision == nil ? old.files : [])
            if let refused = Self.refuseOverwritingInputs(writing: [outputPath], inputs: inputs, io: &io) {
                return refused
            }
            guard OutputDirectory.write(OutputFile(path: outputPath, text: text), toPath: outputPath, io: &io) else {
                return .failure
            }
            io.print("wrote \(outputPath)")
        } else {
            io.writeOutput(text)
        }
        if let failCondition, failCondition.isMet(by: diff) { return .failure }
        return .success
    }

    /// Where each side is read from and how the output names it.
    private var sides: (old: DiffSide, new: DiffSide) {
        guard let revision else {
            return (DiffSide(path: oldPath, label: oldPath), DiffSide(path: newPath ?? "", label: newPath ?? ""))
        }
        return (
            DiffSide(
                path: oldPath, label: "\(revision):\(oldPath)", loader: GitRevisionLoader.loader(revision: revision)),
            DiffSide(path: oldPath, label: oldPath)
        )
    }
}

extension DiffFailCondition: ExpressibleByArgument {}
