/// The root command, `livery`: its subcommand list is the registry of every command.
struct LiveryCommand: Command {
    static let version = OptionSpec.flag("version", help: "Show the version.")

    static let configuration = CommandConfiguration(
        name: "livery",
        abstract: "Design tokens, colors and themes.",
        options: [version],
        // The command registry: one line per command, in the order help lists them.
        subcommands: [
            ColorCommand.self,
            ContrastCommand.self,
            ValidateCommand.self,
            ResolveCommand.self,
            ExportCommand.self,
            ImportCommand.self,
            PublishCommand.self,
            FetchCommand.self,
            MergeCommand.self,
            AuditCommand.self,
            DeriveCommand.self,
            PreviewCommand.self,
            BuildCommand.self,
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
