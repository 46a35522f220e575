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

    /// The value of `option` read as a `Value`; the default when absent, `nil` when neither.
    ///
    /// - Throws: ``ParseError/valueNotAllowed(option:value:allowed:)`` when the word spells no
    ///   `Value` (the parser already refuses words outside a closed set).
    func value<Value: ExpressibleByArgument>(of option: OptionSpec, as type: Value.Type) throws(ParseError) -> Value? {
        guard let word = value(of: option) else { return nil }
        guard let value = Value(argument: word) else {
            throw .valueNotAllowed(option: option.spelling, value: word, allowed: Value.allValueStrings)
        }
        return value
    }
}
