extension ParsedArguments {
    /// The value of an option the command cannot do without.
    ///
    /// ```swift
    /// outputDirectory = try arguments.required(Self.output)   // "Missing required option '--output'"
    /// ```
    ///
    /// - Throws: ``ParseError/invalid(_:)`` naming the option when it was not given (or given empty).
    func required(_ option: OptionSpec) throws(ParseError) -> String {
        guard let value = value(of: option), !value.isEmpty else {
            throw .invalid("Missing required option '\(option.spelling)'")
        }
        return value
    }
}
