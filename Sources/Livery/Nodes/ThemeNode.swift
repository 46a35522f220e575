/// A themed object that sits in a tree, such as a view: it gives per-subtree overrides
/// and lets the engine skip what is off-screen.
///
/// ```swift
/// extension UIView: ThemeNode {
///     public var themeParent: (any ThemeNode)? { superview }
///     public var isThemeVisible: Bool { window != nil }
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
