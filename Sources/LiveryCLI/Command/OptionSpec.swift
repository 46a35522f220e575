/// The declaration of one named option: what the parser accepts and what help shows.
///
/// ```swift
/// static let over = OptionSpec.option(
///     "over", valueName: "color", help: "The backdrop behind a translucent background.",
///     defaultValue: "#ffffff")
/// ```
public struct OptionSpec: Sendable, Hashable {
    /// Whether the option stands alone or takes a value.
    public enum Kind: Sendable, Hashable {
        /// `--json`: present or absent.
        case flag
        /// `--over <color>`: takes one value, written `--over v`, `--over=v` or `-o v`.
        case value(name: String)
    }

    /// The long name, without dashes (`"over"` for `--over`).
    public var name: String
    /// The one-letter name, without the dash (`"h"` for `-h`).
    public var short: Character?
    /// Flag, or option with a value.
    public var kind: Kind
    /// One sentence for the help screen.
    public var help: String
    /// The only values accepted, when the option is restricted (checked by the parser, listed by help).
    public var allowedValues: [String]
    /// The value used when the option is absent (returned by ``ParsedArguments/value(of:)``,
    /// shown by help).
    public var defaultValue: String?
    /// Whether the option may be given more than once (each value is kept, in order).
    public var isRepeatable: Bool
    /// Whether the command cannot run without the option: the parser reports it missing, and
    /// the usage line shows it without brackets.
    public var isRequired: Bool = false

    /// A flag: `--name` (or `-x`), present or absent.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(
            name: name, short: short, kind: .flag, help: help, allowedValues: [], defaultValue: nil,
            isRepeatable: false)
    }

    /// An option that takes a value: `--name value`, `--name=value` or `-x value`.
    public static func option(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        allowedValues: [String] = [], defaultValue: String? = nil, isRepeatable: Bool = false, isRequired: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, kind: .value(name: valueName), help: help, allowedValues: allowedValues,
            defaultValue: defaultValue, isRepeatable: isRepeatable, isRequired: isRequired)
    }

    /// An option whose value is a `Value` (`--format json`): the allowed values are the
    /// type's (every case of a `CaseIterable` enum), read back with
    /// ``ParsedArguments/value(of:as:)``.
    ///
    /// ```swift
    /// enum Format: String, CaseIterable, ExpressibleByArgument { case json, table }
    /// static let format = OptionSpec.option("format", valueName: "format", help: "How to print.", as: Format.self)
    /// ```
    public static func option<Value: ExpressibleByArgument>(
        _ name: String, short: Character? = nil, valueName: String, help: String, as type: Value.Type,
        defaultValue: Value? = nil, isRepeatable: Bool = false, isRequired: Bool = false
    ) -> OptionSpec {
        option(
            name, short: short, valueName: valueName, help: help, allowedValues: Value.allValueStrings,
            defaultValue: defaultValue?.argument, isRepeatable: isRepeatable, isRequired: isRequired)
    }

    /// `--name`, as the user types it and error messages quote it.
    public var spelling: String { "--\(name)" }

    /// Whether the option takes a value (it is not a flag).
    public var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }

    /// The `-h` flag every command answers with its help screen.
    public static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")
}
