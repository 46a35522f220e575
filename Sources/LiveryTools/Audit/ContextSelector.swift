import Foundation
import LiveryCore

/// Picks input combinations by some of their contexts: `contrast=high`, `theme=dark,contrast=high`,
/// or a bare context name (`dark`) that matches whichever modifier selects it.
///
/// ```swift
/// let high = ContextSelector(parsing: "contrast=high")
/// high?.matches(ResolverInput([("theme", "dark"), ("contrast", "high")]))   // true
/// ```
public struct ContextSelector: Sendable, Hashable, CustomStringConvertible {
    /// (modifier, context) conditions; a `nil` modifier matches any modifier.
    public let conditions: [Condition]

    /// One condition: the context `context` of `modifier` (any modifier when `nil`).
    public struct Condition: Sendable, Hashable {
        /// The modifier, or `nil` for a bare context name.
        public var modifier: String?
        /// The context required.
        public var context: String
    }

    /// Reads `modifier=context` conditions separated by commas; `nil` when the text is empty or
    /// a condition has an empty side.
    public init?(parsing text: String) {
        var conditions: [Condition] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let sides = part.split(separator: "=", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            switch sides.count {
            case 1 where !sides[0].isEmpty: conditions.append(Condition(modifier: nil, context: sides[0]))
            case 2 where !sides[0].isEmpty && !sides[1].isEmpty:
                conditions.append(Condition(modifier: sides[0], context: sides[1]))
            default: return nil
            }
        }
        guard !conditions.isEmpty else { return nil }
        self.conditions = conditions
    }

    /// Whether every condition holds for `input`.
    public func matches(_ input: ResolverInput) -> Bool {
        conditions.allSatisfy { condition in
            if let modifier = condition.modifier { return input[modifier] == condition.context }
            return input.selections.contains { $0.context == condition.context }
        }
    }

    /// How many conditions the selector sets: the most specific matching selector wins.
    public var specificity: Int { conditions.count }

    public var description: String {
        conditions.map { c in c.modifier.map { "\($0)=\(c.context)" } ?? c.context }.joined(separator: ",")
    }
}

extension Sequence {
    /// The value of the most specific selector matching `input`; the first declared wins a tie.
    func mostSpecific<Value>(for input: ResolverInput) -> Value?
    where Element == (selector: ContextSelector, value: Value) {
        var best: (specificity: Int, value: Value)?
        for entry in self where entry.selector.matches(input) {
            if best == nil || entry.selector.specificity > (best?.specificity ?? 0) {
                best = (entry.selector.specificity, entry.value)
            }
        }
        return best?.value
    }
}
