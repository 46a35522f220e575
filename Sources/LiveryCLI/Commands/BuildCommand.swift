import Foundation
import LiveryCore
import LiveryTools

/// `livery build`: validate, audit, export every format and write the preview, from one config.
struct BuildCommand: Command {
    /// The config read when none is named, when it exists.
    static let defaultConfig = "livery.json"

    static let config = ArgumentSpec(
        "config", arity: .optional,
        help: "The build config (livery.json). Without it: ./livery.json if present, else the bundled Examples/Themes.")
    static let output = OutputPathOption.spec(
        valueName: "dir", help: "Write here instead of the config's output folder.", isRequired: false)

    static let configuration = CommandConfiguration(
        name: "build",
        abstract: "Validate, audit, export every format and write a preview, in one go.",
        discussion: """
            A config names the resolver and, optionally, a contrast pairs file, the export \
            formats, contexts to hold, the output folder and whether to write the preview:

              {"resolver": "tokens/app.resolver.json", "pairs": "tokens/pairs.json",
               "exports": ["css", "swift"], "contexts": {"brand": "acme"},
               "output": "build/tokens", "preview": true, "strict": false}

            Paths are relative to the config. Without a config (and no ./livery.json), the \
            bundled example Examples/Themes is built into ./livery-out. Each export goes into \
            a folder named by its format, the preview into preview.html. A failing step stops \
            the build and nothing is written. Files that already hold the same bytes are left \
            untouched, so Xcode and other watchers see only what really changed.

            Example:
              livery build
              livery build tokens/livery.json -o /tmp/tokens
            """,
        arguments: [config],
        options: [output])

    var configPath: String?
    var outputOverride: String?

    init(parsing arguments: ParsedArguments) {
        configPath = arguments.value(of: Self.config)
        outputOverride = arguments.value(of: Self.output)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        guard var config = loadConfig(io: &io) else { return .failure }
        if let outputOverride { config.output = outputOverride }
        let result = BuildPipeline(config: config).run()
        DiagnosticReport.print(result.diagnostics, io: &io)
        io.writeOutput(result.text)
        if let audit = result.audit, !audit.passed { io.writeOutput("\n" + audit.table) }
        guard result.succeeded else {
            io.printError("error: build failed at \(result.steps.last?.name ?? "the start"); nothing written")
            return .failure
        }
        let outputs = InputOverwriteCheck.paths(of: result.files, in: config.output)
        let inputs = result.inputs + [configPath ?? Self.defaultConfig]
        if let refused = Self.refuseOverwritingInputs(writing: outputs, inputs: inputs, io: &io) { return refused }
        guard let report = OutputDirectory.write(result.files, to: config.output, io: &io) else { return .failure }
        io.print(OutputDirectory.summary(report, to: config.output))
        return .success
    }

    /// The named config, else `./livery.json`, else the bundled example.
    private func loadConfig(io: inout some CommandIO) -> BuildConfig? {
        let fm = FileManager.default
        let path = configPath ?? (fm.fileExists(atPath: Self.defaultConfig) ? Self.defaultConfig : nil)
        guard let path else {
            let example = BuildConfig.example(pairsExist: fm.fileExists(atPath: "Examples/Themes/pairs.json"))
            guard fm.fileExists(atPath: example.resolver) else {
                io.printError(
                    "error: no \(Self.defaultConfig) here and no bundled example (\(example.resolver)); name a build config"
                )
                return nil
            }
            return example
        }
        do throws(DiagnosticsError) {
            return try BuildConfig.load(path: path)
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return nil
        }
    }
}
