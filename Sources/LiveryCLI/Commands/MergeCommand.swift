import LiveryCore
import LiveryTools

/// `livery merge`: combines several teams' token files into one document.
struct MergeCommand: Command {
    static let files = ArgumentSpec("file", arity: .oneOrMore, help: "The token files to merge, in order.")
    static let output = OutputPathOption.spec(valueName: "file", help: "The merged token file to write.")
    static let prefer = OptionSpec.option(
        "prefer", valueName: "file", help: "The file whose definition wins a conflict (highest priority first).",
        isRepeatable: true)

    static let configuration = CommandConfiguration(
        name: "merge",
        abstract: "Merge token files: identical tokens kept once, conflicts reported, alias candidates listed.",
        discussion: """
            The files must be valid token files together (checked as 'livery validate' would). \
            The same name with different values in two files is a conflict: the merge fails \
            (exit status 1, nothing written) unless --prefer names the file to keep. The report \
            lists conflicts, duplicates and literal values repeated under several names.

            Example:
              livery merge web.tokens.json ios.tokens.json -o merged.tokens.json --prefer ios.tokens.json
            """,
        arguments: [files],
        options: [output, prefer, OutputOptions.json])

    var paths: [String]
    var outputPath: String
    var preferred: [String]
    var output: OutputOptions

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        paths = arguments.values(of: Self.files)
        outputPath = try arguments.required(Self.output)
        preferred = arguments.values(of: Self.prefer)
        output = OutputOptions(parsing: arguments)
    }

    func validate() throws(ParseError) {
        for file in preferred where !paths.contains(file) {
            throw .invalid("--prefer \(file) is not one of the files to merge (\(paths.joined(separator: ", ")))")
        }
    }

    func run(io: inout some CommandIO) -> ExitCode {
        // The files layered in order are what the merged document holds, so an error there
        // (a value of the wrong type, a reference to nothing) would be an error in the output:
        // report it at its place in the input instead.
        let validation = TokenValidation.validate(paths)
        guard !validation.hasErrors else {
            DiagnosticReport.print(validation.errors, io: &io)
            return .failure
        }
        let sources: [TokenMerge.Source]
        do throws(DiagnosticsError) {
            sources = try TokenMerge.Source.load(paths)
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return .failure
        }
        let result = TokenMerge.merge(sources, prefer: preferred)
        if output.json {
            io.print(JSONWriter.string(result.report.json, pretty: false))
        } else {
            io.writeOutput(result.report.text)
        }
        guard result.report.succeeded else {
            let errors = result.report.problems.filter(\.isError).count
            let reasons = [
                (result.report.unsettledConflicts.count, "unsettled conflict"), (errors, "structural error"),
            ].filter { $0.0 > 0 }.map { CountText.of($0.0, $0.1) }
            io.printError("error: not merged: \(reasons.joined(separator: " and ")) (listed above); nothing written")
            return .failure
        }
        if let refused = Self.refuseOverwritingInputs(writing: [outputPath], inputs: paths, io: &io) { return refused }
        let file = result.outputFile(path: outputPath)
        return OutputDirectory.write(file, toPath: outputPath, io: &io) ? .success : .failure
    }
}
