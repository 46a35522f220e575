/// The one report of a usage error: `Error: … / Usage: … / See '… --help'.` on standard
/// error, and exit code 2 — written for parse errors by ``CommandDispatcher`` and for errors
/// found while running by ``Command/usageError(_:io:)``.
enum UsageErrorReport {
    /// Writes the three lines for `message` about the command `configuration` describes,
    /// invoked as `commandPath`, and returns ``ExitCode/usageError``.
    static func write(
        _ message: String, configuration: CommandConfiguration, commandPath: String, io: inout some CommandIO
    ) -> ExitCode {
        io.printError("Error: \(message)")
        io.printError("Usage: \(HelpRenderer.usage(configuration, commandPath: commandPath))")
        io.printError("See '\(commandPath) --help'.")
        return .usageError
    }
}

extension Command {
    /// The words that invoke this command (`livery resolve`), for messages.
    static var commandPath: String { "livery \(configuration.name)" }

    /// Reports a usage error found while running (an `--input` naming a modifier the resolver
    /// does not have), in the same three lines the dispatcher writes for parse errors, and
    /// returns ``ExitCode/usageError``.
    ///
    /// ```
    /// Error: unknown modifier 'them'; modifiers: theme, contrast
    /// Usage: livery resolve <resolver> [--input <modifier=context> ...] …
    /// See 'livery resolve --help'.
    /// ```
    static func usageError(_ message: String, io: inout some CommandIO) -> ExitCode {
        UsageErrorReport.write(message, configuration: configuration, commandPath: commandPath, io: &io)
    }
}
