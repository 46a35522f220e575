import LiveryCore

/// The option shared by the commands that read token and resolver files: how strictly to check them.
///
/// ```swift
/// options: TokenInputOptions.specs + OutputOptions.specs
/// …
/// input = TokenInputOptions(parsing: arguments)
/// let report = TokenValidation.validate(paths, mode: input.mode)
/// ```
struct TokenInputOptions: Sendable, Hashable {
    static let strict = OptionSpec.flag(
        "strict",
        help:
            "Check against DTCG 2025.10 exactly: what the default mode accepts with a warning (hex strings, \"16px\", unknown types) is an error."
    )
    static let specs = [strict]

    /// The validation mode the flag selects.
    var mode: ValidationMode

    init(parsing arguments: ParsedArguments) {
        mode = arguments.isSet(Self.strict) ? .strict : .default
    }
}
