/// The root command, `livery`: its subcommand list is the registry of every command.
struct LiveryCommand: Command {
    static let version = OptionSpec.flag("version", help: "Show the version.")

    static let configuration = CommandConfiguration(
        name: "livery",
        abstract: "Design tokens, colors and themes.",
        options: [version],
        // The command registry: one line per command, in the order help lists them.
        subcommands: [
            // The whole pipeline first: the command most people run.
            BuildCommand.self,
            // Token files.
            ValidateCommand.self,
            ResolveCommand.self,
            ExportCommand.self,
            ImportCommand.self,
            MergeCommand.self,
            DiffCommand.self,
            // Contrast and design.
            AuditCommand.self,
            DeriveCommand.self,
            PreviewCommand.self,
            ServeCommand.self,
            // Remote themes.
            PublishCommand.self,
            FetchCommand.self,
            // Single colors.
            ColorCommand.self,
            ContrastCommand.self,
        ])

    var showsVersion: Bool

    init(parsing arguments: ParsedArguments) {
        showsVersion = arguments.isSet(Self.version)
    }

    func validate() throws(ParseError) {
        if !showsVersion { throw .missingSubcommand }
    }

    func run(io: inout some CommandIO) -> ExitCode {
        io.print(LiveryCLI.version)
        return .success
    }
}
