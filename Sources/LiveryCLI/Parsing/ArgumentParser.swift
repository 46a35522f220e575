/// Matches tokens against a command's option and argument specs.
///
/// Options may come anywhere among the positional words; `--k v`, `--k=v`, `-k v`, `-kv` and
/// grouped short flags (`-ab`) are accepted. A value-taking option consumes the next word, but
/// never a word that is itself an option (write `--over=-x` for such values).
public struct ArgumentParser: Sendable {
    /// The options accepted, `--help` included when built from a configuration.
    public var options: [OptionSpec]
    /// The positional arguments, in order.
    public var arguments: [ArgumentSpec]

    /// A parser for exactly these options and arguments.
    public init(options: [OptionSpec], arguments: [ArgumentSpec]) {
        self.options = options
        self.arguments = arguments
    }

    /// A parser for a command's declared options (plus `--help`) and arguments.
    public init(_ configuration: CommandConfiguration) {
        self.init(options: configuration.allOptions, arguments: configuration.arguments)
    }

    /// Parses tokens from ``ArgumentTokenizer/tokenize(_:)``.
    ///
    /// - Throws: the first ``ParseError`` met, left to right.
    public func parse(_ tokens: [ArgumentToken]) throws(ParseError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var words: [String] = []
        var index = tokens.startIndex
        /// Takes the next token as an option's value when it is a plain word.
        func nextWord() -> String? {
            guard index < tokens.endIndex, case .word(let word) = tokens[index] else { return nil }
            index += 1
            return word
        }
        while index < tokens.endIndex {
            let token = tokens[index]
            index += 1
            switch token {
            case .word(let word):
                words.append(word)
            case .terminator:
                continue
            case .long(let name, let inline):
                let spelling = "--\(name)"
                guard let spec = options.first(where: { $0.name == name }) else {
                    throw .unknownOption(spelling)
                }
                if !spec.takesValue, let inline { throw .unexpectedValue(option: spelling, value: inline) }
                let value = spec.takesValue ? inline ?? nextWord() : nil
                try record(spec, spelling: spelling, value: value, into: &parsed)
            case .shortGroup(let letters):
                var rest = Substring(letters)
                while let letter = rest.popFirst() {
                    let spelling = "-\(letter)"
                    guard let spec = options.first(where: { $0.short == letter }) else {
                        throw .unknownOption(spelling)
                    }
                    guard spec.takesValue else {
                        try record(spec, spelling: spelling, value: nil, into: &parsed)
                        continue
                    }
                    let value = rest.isEmpty ? nextWord() : String(rest)
                    rest = ""
                    try record(spec, spelling: spelling, value: value, into: &parsed)
                }
            }
        }
        try assign(words, into: &parsed)
        if let missing = options.first(where: { $0.isRequired && !parsed.isSet($0) }) {
            throw .missingOption(missing.spelling)
        }
        return parsed
    }

    private func record(
        _ spec: OptionSpec, spelling: String, value: String?, into parsed: inout ParsedArguments
    ) throws(ParseError) {
        if spec.takesValue {
            guard let value else { throw .missingValue(option: spelling) }
            if !spec.allowedValues.isEmpty, !spec.allowedValues.contains(value) {
                throw .valueNotAllowed(option: spelling, value: value, allowed: spec.allowedValues)
            }
        }
        if !spec.isRepeatable, parsed.isSet(spec) { throw .duplicateOption(spelling) }
        parsed.record(spec, value: value)
    }

    /// Hands the positional words to the argument specs, left to right: each takes what it
    /// can while leaving enough for the required arguments after it (a required argument takes
    /// a word whenever one is left, so the one reported missing is the first left without).
    private func assign(_ words: [String], into parsed: inout ParsedArguments) throws(ParseError) {
        var start = words.startIndex
        for (position, spec) in arguments.enumerated() {
            let neededLater = arguments[(position + 1)...].reduce(0) { $0 + $1.arity.minimum }
            let left = words.endIndex - start
            let available = max(0, left - neededLater)
            let count = max(min(available, spec.arity.maximum ?? available), min(spec.arity.minimum, left))
            guard count >= spec.arity.minimum else { throw .missingArgument(spec.name) }
            parsed.record(spec, words: words[start..<(start + count)])
            start += count
        }
        if start < words.endIndex { throw .unexpectedArgument(words[start]) }
    }
}
