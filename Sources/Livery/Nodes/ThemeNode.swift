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
    /// (``ThemeManager/visibilityDidChange(of:)``). A node must answer `false` only when
    /// it is sure to report when it shows: a node that cannot tell stays visible (the
    /// default), so it is never left stale.
    var isThemeVisible: Bool { get }
    /// Whether the node is in the tree it shows in (UIKit: in a window), so that its
    /// ancestors are final. A node bound under a subtree override while this is `false` —
    /// built, bound, then attached, as views usually are — is re-walked by a later settle
    /// pass (``ThemeManager/nodeSettling``) and follows the override it was attached
    /// under, with no call from the app. `true` by default: a tree of your own that moves
    /// nodes after binding them reports the moves (``ThemeManager/nodeDidMove(_:)``).
    var isThemeRooted: Bool { get }
    /// Called once, when the engine makes the node's first binding: platform glue hooks
    /// the node's moves here (UIKit registers for trait changes) so that it reports them
    /// with ``ThemeManager/nodeDidMove(_:)``. Does nothing by default.
    func themeNodeDidBind(in manager: ThemeManager)
    /// Called when ``ThemeManager/setOverride(_:on:)`` sets or clears the node's subtree
    /// override (`nil`): platform glue mirrors it into the platform's own styles (UIKit:
    /// `overrideUserInterfaceStyle` and the theme trait). A `.system` override is told again
    /// whenever ``ThemeManager/systemAppearance`` changes. Does nothing by default.
    func themeOverrideDidChange(_ preference: AppearancePreference?, in manager: ThemeManager)
    /// Called when the override that reaches a bound node (its own or the nearest above it;
    /// `nil`: none) changes — it was bound, attached or moved under another one (a settle
    /// pass, ``ThemeManager/nodeDidMove(_:)``, ``ThemeManager/hierarchyDidChange()``), or an
    /// override above it was set or cleared: platform glue carries the override to what the
    /// platform's own inheritance skips between the override and the node (UIKit: embedded
    /// child view controllers). Does nothing by default.
    func themeReachingOverrideDidChange(_ preference: AppearancePreference?, in manager: ThemeManager)
}

extension ThemeNode {
    public var isThemeVisible: Bool { true }
    public var isThemeRooted: Bool { true }
    public func themeNodeDidBind(in manager: ThemeManager) {}
    public func themeOverrideDidChange(_ preference: AppearancePreference?, in manager: ThemeManager) {}
    public func themeReachingOverrideDidChange(_ preference: AppearancePreference?, in manager: ThemeManager) {}
}
