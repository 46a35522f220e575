#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// A view class that reports its window moves, so switches may skip it while it is
    /// off-screen: adopt it only when `didMoveToWindow` calls `theme.visibilityDidChange()`.
    ///
    /// ```swift
    /// final class AvatarView: UIView, ThemeWindowReporting {
    ///     override func didMoveToWindow() {
    ///         super.didMoveToWindow()
    ///         theme.visibilityDidChange()
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol ThemeWindowReporting: UIView {}
#endif
