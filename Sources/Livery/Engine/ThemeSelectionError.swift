/// Why a choice of appearance, modifier context or override was refused.
public enum ThemeSelectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The source has no modifier of this name.
    case unknownModifier(String)
    /// The modifier has no such context; `known` lists the ones it has.
    case unknownContext(modifier: String, context: String, known: [String])

    public var description: String {
        switch self {
        case .unknownModifier(let name):
            "the theme has no modifier named \(name)"
        case .unknownContext(let modifier, let context, let known):
            "the modifier \(modifier) has no context \(context) (known: \(known.joined(separator: ", ")))"
        }
    }
}
