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
    /// Animatable: see ``_implicitAnimations``.
    public var backgroundColor: CGColor? {
        didSet { propertyChanged("backgroundColor") }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
    public var borderColor: CGColor? {
        didSet { propertyChanged("borderColor") }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    public var shadowColor: CGColor? {
        didSet { propertyChanged("shadowColor") }
    }

    /// Stub-only: the implicit animations property changes started, by key, in order. A
    /// change of an animatable property of a layer with no delegate (a standalone layer, not
    /// a view's backing layer, whose view answers with no action) runs the default action, an
    /// implicit animation, unless the transaction disables actions
    /// (`CATransaction.setDisableActions(_:)`: "whether actions triggered as a result of
    /// property changes made within this transaction group are suppressed").
    public private(set) var _implicitAnimations: [String] = []

    func propertyChanged(_ key: String) {
        guard delegate == nil, !CATransaction.disableActions() else { return }
        _implicitAnimations.append(key)
    }

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
    /// An array of `CGColor` objects, typed `[Any]?` in the SDK. Animatable.
    open var colors: [Any]? {
        didSet { propertyChanged("colors") }
    }
}

/// https://developer.apple.com/documentation/quartzcore/catransaction
/// Transactions nest; the stub keeps what the glue reads: whether actions are disabled.
open class CATransaction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    open class func begin() { TransactionStack.shared.begin() }

    /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    open class func commit() { TransactionStack.shared.commit() }

    /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    /// "Sets whether actions triggered as a result of property changes made within this
    /// transaction group are suppressed" (for the innermost transaction).
    open class func setDisableActions(_ flag: Bool) { TransactionStack.shared.setDisableActions(flag) }

    /// https://developer.apple.com/documentation/quartzcore/catransaction/disableactions()
    /// Whether the current transaction disables actions (an inner transaction inherits it).
    open class func disableActions() -> Bool { TransactionStack.shared.disablesActions }
}

/// Stub-only: the open transactions, innermost last, each with its disable-actions flag.
/// `@unchecked Sendable`: the stack is only touched under the lock.
final class TransactionStack: @unchecked Sendable {
    static let shared = TransactionStack()
    private let lock = NSLock()
    private var flags: [Bool] = []

    func begin() { lock.withLock { flags.append(flags.last ?? false) } }
    func commit() { lock.withLock { _ = flags.popLast() } }
    func setDisableActions(_ flag: Bool) {
        lock.withLock {
            if flags.isEmpty { return }
            flags[flags.count - 1] = flag
        }
    }
    var disablesActions: Bool { lock.withLock { flags.last ?? false } }
}
