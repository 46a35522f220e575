/// A command of the `livery` tool: parse → ``validate()`` → ``run(io:)``.
///
/// A command declares its options and arguments in ``configuration``; the framework tokenizes
/// and parses the command line against them and hands the result to ``init(parsing:)``, which
/// only reads values out. Cross-field rules go in ``validate()``. ``run(io:)`` does the work,
/// writes to `io`, and returns the exit code; errors in the *input* (a bad color) are reported
/// on standard error and give ``ExitCode/failure``, never a usage error.
///
/// Adding a command is one file with a type like this and one line in
/// ``LiveryCommand/configuration``'s subcommand table:
///
/// ```swift
/// struct GreetCommand: Command {
///     static let name = ArgumentSpec("name", help: "Whom to greet.")
///     static let configuration = CommandConfiguration(
///         name: "greet", abstract: "Say hello.", arguments: [name], options: OutputOptions.specs)
///
///     var who: String
///     var output: OutputOptions
///
///     init(parsing arguments: ParsedArguments) throws(ParseError) {
///         who = arguments.value(of: Self.name) ?? ""
///         output = OutputOptions(parsing: arguments)
///     }
///
///     func run(io: inout some CommandIO) -> ExitCode {
///         io.print("Hello, \(who)")
///         return .success
///     }
/// }
/// ```
public protocol Command: Sendable {
    /// Names, help text, options, arguments and subcommands.
    static var configuration: CommandConfiguration { get }

    /// Reads the command's values out of arguments already checked against ``configuration``.
    ///
    /// - Throws: ``ParseError/invalid(_:)`` when a value cannot be interpreted.
    init(parsing arguments: ParsedArguments) throws(ParseError)

    /// Checks rules between values; the default accepts everything.
    ///
    /// - Throws: a ``ParseError`` (usually ``ParseError/invalid(_:)``), reported as a usage error.
    func validate() throws(ParseError)

    /// Does the work.
    ///
    /// - Returns: ``ExitCode/success``, or ``ExitCode/failure`` when the input had errors.
    func run(io: inout some CommandIO) -> ExitCode
}

extension Command {
    /// Accepts every combination of values.
    public func validate() throws(ParseError) {}
}
