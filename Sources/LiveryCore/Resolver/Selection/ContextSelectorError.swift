/// Why a context selector cannot be read, or names no context of a source.
///
/// Each description names what is wrong and, for a name the source lacks, the valid choices:
/// `modifier 'theme' has no context 'dusk'; contexts: light, dark`.
public enum ContextSelectorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A condition with an empty side: `theme=`, `=dark`, or an empty item between commas.
    case emptyName(String)
    /// A condition with more than one `=`: `theme=dark=x`.
    case malformed(String)
    /// `*` written among other conditions.
    case wildcardCombined(String)
    /// A modifier chosen twice (`theme=dark,theme=light`), or a bare context written twice.
    case repeated(String)
    /// A bare context name or `*` where every condition must name its modifier (an input key).
    case unqualified(String)
    /// `*` or several conditions where one context is expected.
    case notOneContext(String)
    /// A modifier the source does not have.
    case unknownModifier(String, known: [String])
    /// A context its modifier does not have.
    case unknownContext(String, modifier: String, known: [String])
    /// A bare context name no modifier has.
    case noModifierHas(String, modifiers: [ModifierDescription])
    /// A bare context name several modifiers have.
    case ambiguous(String, owners: [String])

    public var description: String {
        switch self {
        case .emptyName(let text):
            "'\(text)' has an empty name; expected a context, modifier=context pairs separated by commas, or *"
        case .malformed(let text): "'\(text)' has more than one '='; expected modifier=context"
        case .wildcardCombined(let text): "'\(text)': * stands alone and selects every combination"
        case .repeated(let name): "'\(name)' is chosen twice"
        case .unqualified(let text):
            "'\(text)' does not name its modifier; expected modifier=context pairs separated by commas"
        case .notOneContext(let text): "'\(text)' is not one context; expected a context (dark) or modifier=context"
        case .unknownModifier(let name, let known):
            "unknown modifier '\(name)'; "
                + (known.isEmpty ? "the source has no modifiers" : "modifiers: \(known.joined(separator: ", "))")
        case .unknownContext(let context, let modifier, let known):
            "modifier '\(modifier)' has no context '\(context)'; contexts: \(known.joined(separator: ", "))"
        case .noModifierHas(let context, let modifiers):
            "no modifier has a context '\(context)'; "
                + (modifiers.isEmpty ? "the source has no modifiers" : "contexts: \(Self.listing(modifiers))")
        case .ambiguous(let context, let owners):
            "context '\(context)' belongs to several modifiers (\(owners.joined(separator: ", "))); write "
                + owners.map { "\($0)=\(context)" }.joined(separator: " or ")
        }
    }

    /// `theme: light, dark; contrast: normal, high`.
    public static func listing(_ modifiers: [ModifierDescription]) -> String {
        modifiers.map { "\($0.name): \($0.contexts.joined(separator: ", "))" }.joined(separator: "; ")
    }
}
