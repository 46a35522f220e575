import LiveryCore

/// The two contexts a derivation works between — `--from light --to dark` — checked against
/// the source's modifiers: both on one modifier, the source existing, the target distinct.
///
/// `from` and `to` are read in `ContextSelector`'s grammar as one context each: a name
/// (`light`) or `modifier=context` (`theme=light`). A bare `from` must belong to exactly one
/// modifier; `to` is a context of that modifier and need not exist yet (deriving creates it).
///
/// ```swift
/// let modifiers = [ModifierDescription(name: "theme", contexts: ["light", "dark"])]
/// let contexts = try DeriveContexts(from: "light", to: "dim", in: modifiers)
/// (contexts.modifier, contexts.targetExists)   // ("theme", false)
/// ```
public struct DeriveContexts: Sendable, Hashable {
    /// The modifier both contexts belong to.
    public var modifier: String
    /// The context derived from; one of the modifier's contexts.
    public var from: String
    /// The context derived.
    public var to: String
    /// Whether the modifier already has the `to` context.
    public var targetExists: Bool

    /// - Throws: ``DeriveContextsError`` naming the side at fault and the valid choices.
    public init(from: String, to: String, in modifiers: [ModifierDescription]) throws(DeriveContextsError) {
        let source: (modifier: String, context: String)
        do throws(ContextSelectorError) {
            source = try ContextSelector(parsing: from).resolvedContext(in: modifiers)
        } catch {
            throw .from(from, error)
        }
        let target: ContextSelector.Condition
        do throws(ContextSelectorError) {
            let selector = try ContextSelector(parsing: to)
            guard selector.conditions.count == 1 else { throw ContextSelectorError.notOneContext(selector.description) }
            target = selector.conditions[0]
        } catch {
            throw .to(to, error)
        }
        if let modifier = target.modifier, modifier != source.modifier {
            throw .otherModifier(to: to, modifier: source.modifier)
        }
        guard target.context != source.context else { throw .sameContext(source.context) }
        self.modifier = source.modifier
        self.from = source.context
        self.to = target.context
        targetExists = modifiers.contains { $0.name == source.modifier && $0.contexts.contains(target.context) }
    }

    /// The contexts of the derived modifier, for messages (`light, dark`).
    public static func known(_ modifier: String, in modifiers: [ModifierDescription]) -> [String] {
        modifiers.first { $0.name == modifier }?.contexts ?? []
    }
}

/// Why `from` / `to` do not name two contexts a derivation can work between.
public enum DeriveContextsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `from` breaks the grammar or names no single context of the source.
    case from(String, ContextSelectorError)
    /// `to` breaks the grammar or is not one context.
    case to(String, ContextSelectorError)
    /// `to` names another modifier than the one `from` belongs to.
    case otherModifier(to: String, modifier: String)
    /// `from` and `to` are the same context.
    case sameContext(String)

    public var description: String { description(from: "from", to: "to") }

    /// The message with the two sides named as the caller spells them (`--from`, `--to`).
    public func description(from: String, to: String) -> String {
        switch self {
        case .from(let text, let reason): "\(from) \(text): \(reason)"
        case .to(let text, let reason): "\(to) \(text): \(reason)"
        case .otherModifier(let text, let modifier):
            "\(to) \(text) is not a context of '\(modifier)', the modifier \(from) belongs to"
        case .sameContext(let context): "\(from) and \(to) are both '\(context)'; derive another context"
        }
    }
}
