#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Livery

    /// Layers are nodes: a view's backing layer hangs under its view (its delegate) and any
    /// other layer under its superlayer, so a subtree override of a view reaches the colors
    /// of its layers and sublayers (`layer.theme.borderColor = .token(…)`). Layers count as
    /// visible: UIKit reports no layer moves. A layer bound before its view is in a window
    /// is settled with the views (``ThemeManager/nodeSettling``). Switches do not animate
    /// layer colors implicitly (see ``themeNodeDidBind(in:)``).
    extension CALayer: ThemeNode {
        /// The layer's view for a backing layer, else the superlayer.
        public var themeParent: (any ThemeNode)? {
            if let view = delegate as? UIView { return view }
            return superlayer
        }

        /// Rooted when its view (or the layer it hangs under) is.
        public var isThemeRooted: Bool { themeParent?.isThemeRooted ?? false }

        /// A standalone layer animates a color change implicitly (a quarter of a second): from
        /// the first bound layer on, the engine applies its switches and override changes in a
        /// Core Animation transaction that disables actions, so layer colors change with the
        /// frame, like the views around them.
        public func themeNodeDidBind(in manager: ThemeManager) {
            manager.applyTransaction = .withoutImplicitAnimations
        }
    }

    extension ApplyTransaction {
        /// The pass inside `CATransaction.begin()` … `commit()` with
        /// `CATransaction.setDisableActions(true)`.
        static let withoutImplicitAnimations = ApplyTransaction { pass in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            pass()
            CATransaction.commit()
        }
    }
#endif
