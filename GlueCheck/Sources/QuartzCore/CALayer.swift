// Stub of QuartzCore for the glue check: only what the glue uses.
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/quartzcore/calayer
/// Not main-actor isolated in the SDK (layers may be used off the main thread).
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/superlayer
    public private(set) weak var superlayer: CALayer?
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayers
    public private(set) var sublayers: [CALayer]?
    /// https://developer.apple.com/documentation/quartzcore/calayer/delegate
    /// A view's backing layer has the view as its delegate.
    public weak var delegate: (any CALayerDelegate)?
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    public var backgroundColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
    public var borderColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    public var shadowColor: CGColor?

    public override init() { super.init() }

    /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
}

/// https://developer.apple.com/documentation/quartzcore/calayerdelegate
public protocol CALayerDelegate: AnyObject {}

/// https://developer.apple.com/documentation/quartzcore/cagradientlayer
open class CAGradientLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors
    /// An array of `CGColor` objects, typed `[Any]?` in the SDK.
    open var colors: [Any]?
}
