/// A themed object that sits in a tree, such as a view: it gives per-subtree overrides
/// and lets the engine skip what is off-screen.
///
/// LiveryUIKit makes every `UIView` a node (`superview`, shown when in a window); a tree of
/// your own adopts it the same way:
///
/// ```swift
/// final class Panel: Themeable, ThemeNode {
///     weak var parent: Panel?
///     var isShown = true
///     var themeParent: (any ThemeNode)? { parent }
///     var isThemeVisible: Bool { isShown }
/// }
/// container.theme.override = .dark   // the container and every descendant
/// ```
@MainActor
public protocol ThemeNode: AnyObject {
    /// The node this one is attached to, if any.
    var themeParent: (any ThemeNode)? { get }
    /// Whether the node is on screen. A switch only marks the bindings of hidden nodes
    /// stale; they catch up when the node reports it is visible again
    /// (``ThemeManager/visibilityDidChange(of:)``).
    var isThemeVisible: Bool { get }
}

extension ThemeNode {
    public var isThemeVisible: Bool { true }
}
