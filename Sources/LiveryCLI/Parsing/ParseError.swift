/// A usage error: the command line does not fit the command's declared options and arguments.
///
/// Each case carries the offending input exactly as typed, so the message can quote it. Usage
/// errors end the run with exit code 2 and the text
///
/// ```
/// Error: Unknown option '--jsn'
/// Usage: livery color [<color> ...] [--json]
/// See 'livery color --help'.
/// ```
public enum ParseError: Error, Sendable, Hashable {
    /// An option no spec declares (`--jsn`, or `-x` within `-jx`).
    case unknownOption(String)
    /// An option that takes a value came last, or was followed by another option.
    case missingValue(option: String)
    /// A flag was given an inline value (`--json=yes`).
    case unexpectedValue(option: String, value: String)
    /// An option restricted to a list of values got another one.
    case valueNotAllowed(option: String, value: String, allowed: [String])
    /// An option that may be given once was given again.
    case duplicateOption(String)
    /// A positional argument beyond what the command accepts.
    case unexpectedArgument(String)
    /// A required option is absent (its spelling, as in `--output`).
    case missingOption(String)
    /// A required positional argument is absent (its name, as in `<background>`).
    case missingArgument(String)
    /// A word where a subcommand name was expected, and no subcommand has that name.
    case unknownSubcommand(String)
    /// A command was invoked that needs a subcommand, and none was given.
    case missingSubcommand
    /// The arguments parse but do not make sense together (thrown by `validate()`).
    case invalid(String)
}

extension ParseError: CustomStringConvertible {
    /// The message after `Error: `.
    public var description: String {
        switch self {
        case .unknownOption(let option):
            "Unknown option '\(option)'"
        case .missingValue(let option):
            "Missing value for option '\(option)'"
        case .unexpectedValue(let option, let value):
            "Option '\(option)' takes no value, but was given '\(value)'"
        case .valueNotAllowed(let option, let value, let allowed):
            "The value '\(value)' is invalid for '\(option)'; expected one of: \(allowed.joined(separator: ", "))"
        case .duplicateOption(let option):
            "Option '\(option)' was given more than once"
        case .unexpectedArgument(let argument):
            "Unexpected argument '\(argument)'"
        case .missingOption(let option):
            "Missing required option '\(option)'"
        case .missingArgument(let name):
            "Missing expected argument '<\(name)>'"
        case .unknownSubcommand(let name):
            "Unknown subcommand '\(name)'"
        case .missingSubcommand:
            "Missing subcommand"
        case .invalid(let message):
            message
        }
    }
}
