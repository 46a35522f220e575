/// A command line parsed against a command's specs: option values and positional words, looked
/// up by the spec that declared them.
///
/// ```swift
/// let parsed = try ArgumentParser(configuration).parse(ArgumentTokenizer.tokenize(["#777", "#fff", "--json"]))
/// parsed.isSet(OutputOptions.json)                   // true
/// parsed.value(of: ContrastCommand.background)       // "#fff"
/// parsed.value(of: ContrastCommand.over)             // "#ffffff" (its default)
/// ```
public struct ParsedArguments: Sendable, Hashable {
    /// Option values by long name; a flag that was given has an empty list.
    private var options: [String: [String]] = [:]
    /// Positional words by argument name.
    private var positionals: [String: [String]] = [:]

    /// Nothing given: every option absent (its default applies), no positional words.
    public init() {}

    /// Whether the flag (or option) was given.
    public func isSet(_ option: OptionSpec) -> Bool {
        options[option.name] != nil
    }

    /// The last value given for the option, or its default when it was not given.
    public func value(of option: OptionSpec) -> String? {
        options[option.name]?.last ?? option.defaultValue
    }

    /// Every value given for the option, in order (empty when it was not given).
    public func values(of option: OptionSpec) -> [String] {
        options[option.name] ?? []
    }

    /// The word given for a single positional argument, if any.
    public func value(of argument: ArgumentSpec) -> String? {
        positionals[argument.name]?.first
    }

    /// The words given for a positional argument, in order.
    public func values(of argument: ArgumentSpec) -> [String] {
        positionals[argument.name] ?? []
    }

    mutating func record(_ option: OptionSpec, value: String?) {
        options[option.name, default: []].append(contentsOf: value.map { [$0] } ?? [])
    }

    mutating func record(_ argument: ArgumentSpec, words: ArraySlice<String>) {
        positionals[argument.name] = Array(words)
    }
}
