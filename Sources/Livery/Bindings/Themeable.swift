/// Gives an object the `theme` namespace: `object.theme.anyProperty = …`.
///
/// Adopting it is one word, once per class hierarchy (the UIKit glue adopts it for
/// `NSObject`); no property or class needs code of its own.
///
/// ```swift
/// final class Badge: Themeable { var tint = Color.clear }
/// let badge = Badge()
/// badge.theme.tint = .token("color.accent")            // the shared manager
/// badge.theme(in: windowManager).tint = .token("color.accent")
/// ```
public protocol Themeable: AnyObject {}

extension Themeable {
    /// Bindings of this object in ``ThemeManager/shared``.
    @MainActor
    public var theme: ThemeWrapper<Self> { ThemeWrapper(self, manager: .shared) }

    /// Bindings of this object in `manager`.
    @MainActor
    public func theme(in manager: ThemeManager) -> ThemeWrapper<Self> { ThemeWrapper(self, manager: manager) }

    /// ``theme`` under a second name, for files that also import a library declaring its own
    /// `theme` on the same objects (JXTheme's, during a migration), where `view.theme` is
    /// ambiguous:
    ///
    /// ```swift
    /// view.livery.backgroundColor = .token("color.background")
    /// ```
    @MainActor
    public var livery: ThemeWrapper<Self> { ThemeWrapper(self, manager: .shared) }

    /// ``theme(in:)`` under a second name (see ``livery``).
    @MainActor
    public func livery(in manager: ThemeManager) -> ThemeWrapper<Self> { ThemeWrapper(self, manager: manager) }
}
