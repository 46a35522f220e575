import LiveryCore
import LiveryTools

/// `livery import`: converts another tool's theme files into DTCG token files and a resolver.
struct ImportCommand: Command {
    /// The formats there are; `nil` only if two built-in importers shared an id.
    static let registry = ImporterRegistry.builtIn

    static let paths = ArgumentSpec(
        "path", arity: .oneOrMore, help: "The files or folders to import (folders are searched for the format's files)."
    )
    static let from = OptionSpec.option(
        "from", valueName: "format", help: "The format to read; without it, the format is recognised from the paths.",
        allowedValues: registry.ids)
    static let output = OutputPathOption.spec(
        valueName: "dir", help: "The folder to write the resolver and token files into (created when needed).")
    static let name = OptionSpec.option(
        "name", valueName: "name", help: "The resolver's name (and file name); the format's own name by default.")

    static let configuration = CommandConfiguration(
        name: "import",
        abstract:
            "Convert another tool's themes to DTCG tokens: Figma, Tokens Studio, Style Dictionary, Xcode, Android and more.",
        discussion: """
            Writes <name>.resolver.json and tokens/<layer>.tokens.json. Warnings (a value that \
            could not be read, a token one theme lacks) go to standard error; on an error nothing \
            is written.

            FORMATS:
            \(registry.helpLines.map { "  " + $0 }.joined(separator: "\n"))

            Examples:
              livery import --from android app/src/main/res -o tokens
              livery import Assets.xcassets -o tokens --name App
            """,
        arguments: [paths],
        options: [from, output, name])

    var paths: [String]
    var format: String?
    var outputDirectory: String
    var themeName: String?

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        paths = arguments.values(of: Self.paths)
        format = arguments.value(of: Self.from)
        outputDirectory = try arguments.required(Self.output)
        themeName = arguments.value(of: Self.name)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        let result: ImportResult
        do throws(DiagnosticsError) {
            result = try Self.registry.run(format: format, paths: paths, name: themeName)
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return .failure
        }
        DiagnosticReport.print(result.warnings, io: &io)
        let outputs = InputOverwriteCheck.paths(of: result.files, in: outputDirectory)
        if let refused = Self.refuseOverwritingInputs(writing: outputs, inputs: result.inputs, io: &io) {
            return refused
        }
        guard let report = OutputDirectory.write(result.files, to: outputDirectory, io: &io) else { return .failure }
        io.print(OutputDirectory.summary(report, to: outputDirectory))
        return .success
    }
}
