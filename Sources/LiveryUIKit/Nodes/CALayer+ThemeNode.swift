#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// Layers are nodes: a view's backing layer hangs under its view (its delegate) and any
    /// other layer under its superlayer, so a subtree override of a view reaches the colors
    /// of its layers and sublayers (`layer.theme.borderColor = .token(…)`). Layers count as
    /// visible: UIKit reports no layer moves. A layer bound before its view is in a window
    /// is settled with the views (``ThemeManager/nodeSettling``).
    extension CALayer: ThemeNode {
        /// The layer's view for a backing layer, else the superlayer.
        public var themeParent: (any ThemeNode)? {
            if let view = delegate as? UIView { return view }
            return superlayer
        }

        /// Rooted when its view (or the layer it hangs under) is.
        public var isThemeRooted: Bool { themeParent?.isThemeRooted ?? false }
    }
#endif
