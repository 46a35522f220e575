/// The `livery` command-line tool, callable in-process.
///
/// ```swift
/// var io = CapturedIO()
/// let status = LiveryCLI.main(["contrast", "#777", "#fff"], io: &io)
/// // status == 0, io.standardOutput holds the report
/// ```
///
/// The executable is one line: `exit(LiveryCLI.main(Array(CommandLine.arguments.dropFirst())))`.
public enum LiveryCLI {
    /// The version `livery --version` prints.
    public static let version = "0.1.0"

    /// Runs the tool on `arguments` (without the program name) with the given streams.
    ///
    /// - Returns: the exit status: 0 success, 1 errors or findings in the input, 2 usage error.
    public static func main(_ arguments: [String], io: inout some CommandIO) -> Int32 {
        CommandDispatcher.run(LiveryCommand.self, arguments: arguments, io: &io).rawValue
    }

    /// Runs the tool on `arguments` with the process's standard streams.
    public static func main(_ arguments: [String]) -> Int32 {
        var io = StandardIO()
        return main(arguments, io: &io)
    }
}
