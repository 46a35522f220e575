/// The `-o, --output` option of the commands that write files.
enum OutputPathOption {
    /// `-o, --output <valueName>` with `help`.
    static func spec(valueName: String, help: String) -> OptionSpec {
        .option("output", short: "o", valueName: valueName, help: help)
    }

    /// The path given, or a usage error naming the missing option.
    static func required(_ path: String?, option: OptionSpec) throws(ParseError) -> String {
        guard let path, !path.isEmpty else { throw .invalid("Missing required option '\(option.spelling)'") }
        return path
    }
}
