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
        io.printError("Error: \(message)")
        io.printError("Usage: \(HelpRenderer.usage(configuration, commandPath: commandPath))")
        io.printError("See '\(commandPath) --help'.")
        return .usageError
    }
}
