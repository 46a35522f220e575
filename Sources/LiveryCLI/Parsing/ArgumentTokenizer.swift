/// Splits command-line words into ``ArgumentToken``s.
///
/// ```swift
/// ArgumentTokenizer.tokenize(["--over=#fff", "-hj", "--", "-x"])
/// // [.long(name: "over", value: "#fff"), .shortGroup("hj"), .terminator, .word("-x")]
/// ```
///
/// Words after `--` are always `.word`, so `livery color -- -x` passes `-x` as a color.
public enum ArgumentTokenizer {
    /// Classifies every word; never fails (unknown options are the parser's concern).
    public static func tokenize(_ arguments: [String]) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        tokens.reserveCapacity(arguments.count)
        var afterTerminator = false
        for argument in arguments {
            if afterTerminator {
                tokens.append(.word(argument))
            } else if argument == "--" {
                tokens.append(.terminator)
                afterTerminator = true
            } else {
                tokens.append(token(for: argument))
            }
        }
        return tokens
    }

    private static func token(for argument: String) -> ArgumentToken {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                return .long(name: String(body[..<equals]), value: String(body[body.index(after: equals)...]))
            }
            return .long(name: String(body), value: nil)
        }
        if argument.hasPrefix("-"), argument.count > 1, !looksLikeNumber(argument.dropFirst()) {
            return .shortGroup(String(argument.dropFirst()))
        }
        return .word(argument)
    }

    /// `-1`, `-0.5`, `-.5`: a dash followed by a digit or a dot is a negative number, not an option.
    private static func looksLikeNumber(_ rest: Substring) -> Bool {
        guard let first = rest.first else { return false }
        return first.isASCII && (first.isNumber || first == ".")
    }
}
