import LiveryCore

/// Why a choice of appearance, modifier context or override was refused.
public enum ThemeSelectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The source has no modifier of this name.
    case unknownModifier(String)
    /// The modifier has no such context; `known` lists the ones it has.
    case unknownContext(modifier: String, context: String, known: [String])
    /// The source cannot build the combination the choice selects (a token file that does
    /// not parse, an alias that does not resolve): `findings` are the source's, each with
    /// its place. The current theme stays.
    case themeUnavailable(input: ResolverInput, findings: [Diagnostic])

    /// One line, or for ``themeUnavailable(input:findings:)`` a first line followed by one
    /// line per finding:
    ///
    /// ```text
    /// the theme theme=dark cannot be built (2 problems):
    ///   dark.tokens.json:3:21: invalid JSON: expected a value
    ///   …
    /// ```
    public var description: String {
        switch self {
        case .unknownModifier(let name):
            "the theme has no modifier named \(name)"
        case .unknownContext(let modifier, let context, let known):
            "the modifier \(modifier) has no context \(context) (known: \(known.joined(separator: ", ")))"
        case .themeUnavailable(let input, let findings):
            "the theme \(input) cannot be built (\(CountText.of(findings.count, "problem"))):"
                + findings.indentedLines
        }
    }
}

extension [Diagnostic] {
    /// Each finding on a line of its own, indented: what follows a report's first line.
    var indentedLines: String { map { "\n  \($0)" }.joined() }
}
