/// The `-o, --output` option of the commands that write files.
enum OutputPathOption {
    /// `-o, --output <valueName>` with `help`.
    static func spec(valueName: String, help: String) -> OptionSpec {
        .option("output", short: "o", valueName: valueName, help: help)
    }
}
