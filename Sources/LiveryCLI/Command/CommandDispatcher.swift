/// Finds the command a command line names, parses its arguments and runs it, turning usage
/// errors into the standard three-line report and exit code 2.
///
/// Words before the first option select subcommands (`livery color …`); `help <subcommand>`
/// is the same as `<subcommand> --help`; `--help` or `-h` anywhere before `--` shows the help
/// screen and exits 0.
public enum CommandDispatcher {
    /// Runs the command line `arguments` (without the program name) below `root`.
    public static func run(_ root: any Command.Type, arguments: [String], io: inout some CommandIO) -> ExitCode {
        var command = root
        var path = [root.configuration.name]
        var rest = arguments[...]
        while let word = rest.first, !command.configuration.subcommands.isEmpty, !word.hasPrefix("-") {
            rest = rest.dropFirst()
            if word == "help" {
                rest.append("--help")
                continue
            }
            guard let subcommand = command.configuration.subcommand(named: word) else {
                return reportUsageError(.unknownSubcommand(word), for: command, path: path, io: &io)
            }
            command = subcommand
            path.append(subcommand.configuration.name)
        }
        let tokens = ArgumentTokenizer.tokenize(Array(rest))
        if asksForHelp(tokens) {
            io.writeOutput(HelpRenderer.help(command.configuration, commandPath: path.joined(separator: " ")))
            return .success
        }
        do throws(ParseError) {
            let parsed = try ArgumentParser(command.configuration).parse(tokens)
            let instance = try command.init(parsing: parsed)
            try instance.validate()
            return instance.run(io: &io)
        } catch {
            return reportUsageError(error, for: command, path: path, io: &io)
        }
    }

    /// `--help` or `-h` before any `--`.
    private static func asksForHelp(_ tokens: [ArgumentToken]) -> Bool {
        for token in tokens {
            switch token {
            case .terminator: return false
            case .long(name: OptionSpec.help.name, value: nil): return true
            case .shortGroup(let letters) where OptionSpec.help.short.map(String.init) == letters: return true
            default: continue
            }
        }
        return false
    }

    /// Writes `Error: … / Usage: … / See '… --help'.` to standard error.
    private static func reportUsageError(
        _ error: ParseError, for command: any Command.Type, path: [String], io: inout some CommandIO
    ) -> ExitCode {
        UsageErrorReport.write(
            "\(error)", configuration: command.configuration, commandPath: path.joined(separator: " "), io: &io)
    }
}
