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
    static let watch = OptionSpec.flag(
        "watch",
        help:
            "Keep running: rebuild whenever the config or a file the build reads changes, until Ctrl-C (SIGINT) or SIGTERM."
    )

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

            With --watch the build runs again whenever the config or a file it reads \
            changes (file stamps polled every 0.1 s; a rebuild waits until they hold still \
            for 0.2 s). A broken edit prints its errors and keeps the last good outputs. \
            Ctrl-C or SIGTERM stops the watch between two builds, with exit status 0.

            Example:
              livery build
              livery build tokens/livery.json -o /tmp/tokens
              livery build tokens/livery.json --watch
            """,
        arguments: [config],
        options: [output, watch])

    var configPath: String?
    var outputOverride: String?
    var watches: Bool

    init(parsing arguments: ParsedArguments) {
        configPath = arguments.value(of: Self.config)
        outputOverride = arguments.value(of: Self.output)
        watches = arguments.isSet(Self.watch)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        // Stamped before the first build reads them, so an edit during it is the next build.
        let before = watches ? FileStamp.of(inputsBeforeBuilding()) : [:]
        let pass = build(io: &io)
        guard watches else { return pass.status }
        return watch(after: pass, readAt: before, io: &io)
    }

    /// The files the first build will read, found before it runs: the config, its resolver
    /// and every token file the resolver reaches, its pairs file (as far as they load).
    private func inputsBeforeBuilding() -> [String] {
        let configFile =
            configPath ?? (FileManager.default.fileExists(atPath: Self.defaultConfig) ? Self.defaultConfig : nil)
        guard let configFile else { return [] }
        guard let config = try? BuildConfig.load(path: configFile) else { return [configFile] }
        return [configFile] + ((try? Resolver(path: config.resolver))?.files ?? [config.resolver])
            + (config.pairs.map { [$0] } ?? [])
    }

    /// One build: loads the config, runs the pipeline and writes its files.
    func build(io: inout some CommandIO) -> BuildPass {
        var pass = BuildPass(status: .failure)
        let configFile =
            configPath ?? (FileManager.default.fileExists(atPath: Self.defaultConfig) ? Self.defaultConfig : nil)
        pass.inputs = configFile.map { [$0] } ?? []
        guard var config = loadConfig(io: &io) else { return pass }
        if let outputOverride { config.output = outputOverride }
        pass.output = config.output
        let result = BuildPipeline(config: config).run()
        pass.readsKnown = !result.inputs.isEmpty
        pass.inputs += result.inputs.isEmpty ? [config.resolver] + (config.pairs.map { [$0] } ?? []) : result.inputs
        DiagnosticReport.print(result.diagnostics, io: &io)
        io.writeOutput(result.text)
        if let audit = result.audit, !audit.passed { io.writeOutput("\n" + audit.table) }
        guard result.succeeded else {
            io.printError("error: build failed at \(result.steps.last?.name ?? "the start"); nothing written")
            return pass
        }
        let outputs = InputOverwriteCheck.paths(of: result.files, in: config.output)
        let inputs = result.inputs + [configPath ?? Self.defaultConfig]
        if let refused = Self.refuseOverwritingInputs(writing: outputs, inputs: inputs, io: &io) {
            pass.status = refused
            return pass
        }
        guard let report = OutputDirectory.write(result.files, to: config.output, io: &io) else { return pass }
        io.print(OutputDirectory.summary(report, to: config.output))
        pass.status = .success
        return pass
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
