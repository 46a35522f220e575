import LiveryCore
import LiveryTools

/// `livery publish`: writes a static theme bundle (a manifest and one file per theme) that any
/// web server can serve to apps.
struct PublishCommand: Command {
    static let resolver = ArgumentSpec("resolver", help: "The resolver file (*.resolver.json) to publish.")
    static let output = OutputPathOption.spec(
        valueName: "dir", help: "The site folder: manifest.json and themes/ go here (created when needed).")

    static let allowOutside = OptionSpec.flag(
        "allow-outside-sources",
        help: "Publish sources the resolver references outside its own folder (refused by default).")

    static let configuration = CommandConfiguration(
        name: "publish",
        abstract: "Write a theme bundle for apps to fetch: manifest.json, one file per theme and livery.js.",
        discussion: """
            Theme files are named by the SHA-256 of their content, so they can be cached forever; \
            only manifest.json needs revalidation. Files of earlier publishes are left in place, \
            so apps holding an older manifest can still fetch what it names. The web runtime \
            (livery.js, livery.mjs, livery-remote.js, livery.config.json: `livery export --format \
            web` without the head snippet) goes beside the manifest, which `livery.fetch()` reads \
            by default.

            Every token file must be inside the resolver's folder tree (after resolving `..` and \
            symbolic links): a resolver that names another file on the machine is refused, and \
            nothing is written, unless --allow-outside-sources is given.

            Example:
              livery publish Examples/Themes/app.resolver.json -o site
              livery fetch http://localhost:8000/manifest.json --cache /tmp/theme-cache
            """,
        arguments: [resolver],
        options: [output, allowOutside] + TokenInputOptions.specs)

    var path: String
    var outputDirectory: String
    var tokenInput: TokenInputOptions
    var allowsOutsideSources: Bool

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        path = arguments.value(of: Self.resolver) ?? ""
        outputDirectory = try arguments.required(Self.output)
        allowsOutsideSources = arguments.isSet(Self.allowOutside)
        tokenInput = TokenInputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        guard let resolver = SourceInput.load(path, mode: tokenInput.mode, io: &io),
            SourceInput.themes(of: resolver, for: resolver.allInputs, io: &io) != nil
        else { return .failure }
        let outside = SourceConfinement.outside(resolver.files, resolverFile: path)
        if !allowsOutsideSources, !outside.isEmpty {
            DiagnosticReport.print(
                SourceConfinement.diagnostics(for: outside, resolverFile: path, option: "--allow-outside-sources"),
                io: &io)
            return .failure
        }
        let files: [OutputFile]
        do throws(DiagnosticsError) {
            files = try ThemeBundlePublisher(shipsWebRuntime: true).files(for: resolver)
        } catch {
            DiagnosticReport.print(error.diagnostics, io: &io)
            return .failure
        }
        let outputs = InputOverwriteCheck.paths(of: files, in: outputDirectory)
        if let refused = Self.refuseOverwritingInputs(writing: outputs, inputs: resolver.files, io: &io) {
            return refused
        }
        guard OutputDirectory.write(files, to: outputDirectory, io: &io) != nil else { return .failure }
        let themes = files.filter { $0.path.hasPrefix(ThemeBundle.themesFolder + "/") }.count
        io.print(
            "published \(CountText.of(themes, "theme")), manifest.json and the web runtime (livery.js) to \(outputDirectory)"
        )
        return .success
    }
}
