/// The output-format option shared by the commands that can print JSON.
///
/// A command lists ``specs`` among its options and builds the struct from its parsed arguments:
///
/// ```swift
/// options: [over] + OutputOptions.specs
/// …
/// output = OutputOptions(parsing: arguments)
/// ```
struct OutputOptions: Sendable, Hashable {
    static let json = OptionSpec.flag("json", help: "Print one JSON object per line, with unrounded numbers.")
    static let specs = [json]

    /// Whether to print JSON rather than text for people.
    var json: Bool

    init(parsing arguments: ParsedArguments) {
        json = arguments.isSet(Self.json)
    }
}
