/// The chosen context of each modifier, e.g. `["theme": "dark", "contrast": "high"]`.
///
/// Its `description` is the canonical key used in outputs: modifiers in the order the
/// resolver declares them, `theme=dark,contrast=high`.
public struct ResolverInput: Sendable, Hashable {
    /// (modifier, context) pairs in the resolver's modifier order.
    public var selections: [(modifier: String, context: String)] {
        keys.map { ($0, contexts[$0] ?? "") }
    }
    private(set) var keys: [String]
    private(set) var contexts: [String: String]

    /// The combination of `selections`, one context per modifier.
    public init(_ selections: [(modifier: String, context: String)]) {
        keys = []
        contexts = [:]
        for s in selections {
            if contexts[s.modifier] == nil { keys.append(s.modifier) }
            contexts[s.modifier] = s.context
        }
    }

    /// The context chosen for `modifier`, or `nil`.
    public subscript(modifier: String) -> String? { contexts[modifier] }

    public static func == (lhs: ResolverInput, rhs: ResolverInput) -> Bool {
        lhs.keys == rhs.keys && lhs.contexts == rhs.contexts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        for k in keys { hasher.combine(contexts[k]) }
    }
}

extension ResolverInput: CustomStringConvertible {
    public var description: String {
        selections.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
    }
}
