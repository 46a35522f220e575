/// The modifiers and contexts a page may choose through the `livery` message handler; any
/// other is refused (``WebMessageError``), never applied.
///
/// ```swift
/// let allowed = WebContextAllowList(["theme": ["light", "dark", "system"], "contrast": ["normal", "high"]])
/// ```
///
/// For the manager's theme modifier, `system` stands for ``AppearancePreference/system`` (follow
/// the device) unless the modifier has a context of that name.
public struct WebContextAllowList: Sendable, Hashable {
    /// The allowed contexts of each allowed modifier.
    public let contexts: [String: Set<String>]

    /// Allows exactly `contexts`.
    public init(_ contexts: [String: Set<String>]) { self.contexts = contexts }

    /// Allows nothing: every message is refused.
    public static let none = WebContextAllowList([:])

    /// Whether `context` of `modifier` is allowed.
    public func allows(_ modifier: String, _ context: String) -> Bool {
        contexts[modifier]?.contains(context) == true
    }
}
