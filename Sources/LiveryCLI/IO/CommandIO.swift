/// The streams a command talks to: standard output, standard error and standard input.
///
/// Commands never touch the process's streams directly; they receive an `inout` value of a type
/// conforming to `CommandIO`. The executable passes ``StandardIO``; tests pass ``CapturedIO`` and
/// compare what was written. Because the value is passed `inout` and conforming types are plain
/// structs, nothing is shared between concurrently running commands.
///
/// ```swift
/// var io = CapturedIO(standardInput: "#ff0000\n")
/// let status = LiveryCLI.main(["color"], io: &io)
/// io.standardOutput   // "input      #ff0000\nhex …"
/// ```
public protocol CommandIO {
    /// Writes `text` to standard output (no newline is added), control characters escaped
    /// (`TerminalText`).
    mutating func writeOutput(_ text: String)
    /// Writes `text` to standard error (no newline is added), control characters escaped.
    mutating func writeError(_ text: String)
    /// The next line of standard input without its line terminator, or `nil` at the end of input.
    ///
    /// Lines are read one at a time, so a command can stream input of any length.
    mutating func readLine() -> String?
    /// Hands what was written to standard output on at once (a command that keeps running,
    /// such as `livery build --watch`, calls it after each report); by default it does nothing.
    mutating func flush()
}

extension CommandIO {
    /// Does nothing: a type whose output is never buffered needs no flush.
    public mutating func flush() {}

    /// Writes `line` and a newline to standard output.
    public mutating func print(_ line: String = "") {
        writeOutput(line + "\n")
    }

    /// Writes `line` and a newline to standard error.
    public mutating func printError(_ line: String) {
        writeError(line + "\n")
    }
}
