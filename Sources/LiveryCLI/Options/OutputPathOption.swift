/// The `-o, --output` option of the commands that write files.
enum OutputPathOption {
    /// `-o, --output <valueName>` with `help`; required unless `isRequired` says otherwise.
    static func spec(valueName: String, help: String, isRequired: Bool = true) -> OptionSpec {
        .option("output", short: "o", valueName: valueName, help: help, isRequired: isRequired)
    }
}
