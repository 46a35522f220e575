/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable, CALayerDelegate {
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    public private(set) weak var superview: UIView?
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    public private(set) var subviews: [UIView] = []
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    /// The backing layer; its delegate is the view.
    public let layer = CALayer()
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    /// A change is drawn at the end of the turn (``_drawnBackgroundColor``).
    open var backgroundColor: UIColor? {
        didSet { UIApplication.shared.traitUpdates.needsDisplay(self) }
    }

    /// Stub-only: the background as the view last drew it — `backgroundColor` resolved in the
    /// view's traits — or `nil` while it was never drawn (out of every window). UIKit draws a
    /// dynamic color again only when a trait whose `affectsColorAppearance` is true changes
    /// ("changes to the trait should automatically trigger views using dynamic colors/images
    /// to update their appearance", `UITraitDefinition.affectsColorAppearance`): a dynamic
    /// color whose provider would answer differently in the same traits keeps its drawn value.
    public private(set) var _drawnBackgroundColor: UIColor?

    /// Draws the view: resolves its dynamic colors in its current traits.
    func draw() { _drawnBackgroundColor = backgroundColor?.resolvedColor(with: traitCollection) }
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    open var tintColor: UIColor!
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false
    /// https://developer.apple.com/documentation/uikit/uiview/isopaque
    open var isOpaque = true

    public let _traitChangeHandlers = TraitChangeHandlers()

    /// The view controller whose root view this is (set when a controller's view is set).
    weak var controller: UIViewController?

    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    /// "UIView implements this method and returns the UIViewController object that manages
    /// it (if it has one) or its superview (if it doesn't)."
    open override var next: UIResponder? { controller ?? superview }

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        super.init()
        layer.delegate = self
        _traitChangeHandlers.last = freshTraits
    }

    public convenience override init() { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    /// UIKit lays the view out in its next update pass; the stub has no layout to run.
    open func setNeedsLayout() {}

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// Required (`NSCoding`): a subclass with its own designated initializer restates it.
    public required init?(coder: NSCoder) {
        super.init()
        layer.delegate = self
    }

    /// https://developer.apple.com/documentation/uikit/uiview/window
    /// The window the view is in, through its superviews; `nil` while it is in none.
    open var window: UIWindow? {
        var current = superview
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// Calls `didMoveToSuperview()` on the view and `didMoveToWindow()` on every view of its
    /// subtree whose window changed; the subtree inherits the new superview's traits in the
    /// next trait update (see ``traitCollection``).
    open func addSubview(_ view: UIView) {
        let oldWindow = view.window
        if let old = view.superview { old.subviews.removeAll { $0 === view } }
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
        view.didMoveToSuperview()
        view.hierarchyMoved(from: oldWindow)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        didMoveToSuperview()
        hierarchyMoved(from: oldWindow)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
    open func didMoveToSuperview() {}

    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() {}

    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle
    /// "The new style applies to the view and all of the subviews owned by the same view
    /// controller. (If the view hierarchy contains the root view of an embedded child view
    /// controller, the child view controller and its views do not inherit the interface
    /// style.)" The stub stops the override at such a root view before iOS 17; from iOS 17 a
    /// controller inherits from its view's superview (see ``inheritedTraits``).
    @available(iOS 13, tvOS 13, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { traitsMayHaveChanged() }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/minimumcontentsizecategory
    /// Limits the `preferredContentSizeCategory` of the view's traits and its subviews' from
    /// below (UIKit's page: the limit applies to the view and its subviews).
    @available(iOS 15, tvOS 15, *)
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        didSet { traitsMayHaveChanged() }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/maximumcontentsizecategory
    /// Limits the `preferredContentSizeCategory` of the view's traits and its subviews' from
    /// above.
    @available(iOS 15, tvOS 15, *)
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        didSet { traitsMayHaveChanged() }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/traitoverrides
    /// Applies to the view and every subview.
    @available(iOS 17, tvOS 17, *)
    open var traitOverrides = UITraitOverrides() {
        didSet { traitsMayHaveChanged() }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// The traits of the view's last trait update: the superview's traits (the window's for
    /// a window: its scene's) with the view's own overrides laid over them. UIKit updates
    /// traits top-down in its update pass, not on the line that changed them (a move, an
    /// override): the stub queues the change and delivers it when the test ends the run-loop
    /// turn (``UIApplication/_endRunLoopTurn()``) or calls ``updateTraitsIfNeeded()``.
    open var traitCollection: UITraitCollection {
        UITraitCollection(traits: _traitChangeHandlers.last)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/updatetraitsifneeded()
    /// "Forces an immediate trait update for this view … and any subviews"; "any trait change
    /// callbacks are sent synchronously". The stub updates the view's subtree now (nothing
    /// while standing in for a system before iOS 17, which has no such method).
    @available(iOS 17, tvOS 17, *)
    open func updateTraitsIfNeeded() {
        guard !UIApplication.shared.isBeforeiOS17 else { return }
        updateTraits()
    }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    @available(iOS, introduced: 8, deprecated: 17)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
    /// The stub runs the animations at once and records the transition.
    open class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        _transitions.append((view, duration, options))
        animations?()
        completion?(true)
    }

    /// Stub-only: every transition run, in order.
    public static var _transitions: [(view: UIView, duration: TimeInterval, options: UIView.AnimationOptions)] = []

    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/rawvalue
        public let rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncrossdissolve
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowanimatedcontent
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 2)
    }

    // MARK: Stub behaviour

    /// The traits the next update gives the view: its superview's next traits with its own
    /// overrides over them.
    var freshTraits: TraitValues {
        var traits = inheritedTraits.applying(ownOverrides)
        if minimumContentSizeCategory != nil || maximumContentSizeCategory != nil {
            let size = traits.value(UITraitPreferredContentSizeCategory.self)
            traits.set(
                UITraitPreferredContentSizeCategory.self,
                size.limited(minimum: minimumContentSizeCategory, maximum: maximumContentSizeCategory))
        }
        return traits
    }

    /// What the view inherits: the superview's next traits, or for the root view of a view
    /// controller the controller's (``UIViewController/controllerTraits``).
    var inheritedTraits: TraitValues {
        if let controller { return controller.controllerTraits }
        return superview?.freshTraits ?? TraitValues()
    }

    var ownOverrides: TraitValues {
        var own = TraitValues()
        if overrideUserInterfaceStyle != .unspecified {
            own.set(UITraitUserInterfaceStyle.self, overrideUserInterfaceStyle)
        }
        return own.applying(traitOverrides.traits)
    }

    private func hierarchyMoved(from oldWindow: UIWindow?) {
        if window !== oldWindow {
            eachInSubtree {
                $0.didMoveToWindow()
                UIApplication.shared.traitUpdates.needsDisplay($0)
            }
        }
        traitsMayHaveChanged()
    }

    /// Whether the view is in a shown window (a window: shown itself): what the update pass
    /// updates and draws.
    var isOnScreen: Bool {
        guard let window = self as? UIWindow ?? window else { return false }
        return !window.isHidden
    }

    /// Queues a trait update of the subtree for UIKit's next update pass.
    func traitsMayHaveChanged() {
        UIApplication.shared.traitUpdates.needsUpdate(self)
    }

    /// The trait update: top-down, gives each view of the subtree its fresh traits and
    /// reports a change to its registrations and `traitCollectionDidChange`.
    func updateTraits() {
        eachInSubtree { view in
            let previous = UITraitCollection(traits: view._traitChangeHandlers.last)
            let current = UITraitCollection(traits: view.freshTraits)
            guard current != previous else { return }
            view._traitChangeHandlers.report(current, of: view)
            view.traitsDidUpdate()
            view.traitCollectionDidChange(previous)
            if current.traits.differsInColorAppearance(from: previous.traits), view.isOnScreen {
                view.draw()
            }
        }
    }

    /// What a view class of the stub does itself after its traits changed (a label adjusts
    /// its font to the new text size).
    func traitsDidUpdate() {}

    /// A configuration-based view updates its configuration (the pass's part).
    func updateConfigurationInPass() {}

    func eachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for view in subviews { view.eachInSubtree(body) }
    }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    /// "Whether the object automatically updates its font when the device's content size
    /// category changes", for a font "vended using one of the UIFontMetrics methods": the
    /// stub rescales such a font in each trait update that changes the label's category
    /// (the same for a text field and a text view).
    open var adjustsFontForContentSizeCategory = false

    override func traitsDidUpdate() { font = fontAdjustedInTraitUpdate(font) }

    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor!
    /// https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont!
    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    open var attributedText: NSAttributedString?
    /// https://developer.apple.com/documentation/uikit/uilabel/shadowcolor
    open var shadowColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uilabel/ishighlighted
    /// Starts unhighlighted (to confirm on a device; only compile-time use is checked here).
    open var isHighlighted = false
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?
}

extension UIContentSizeCategoryAdjusting where Self: UIView {
    /// What a trait update makes of the font of a view that adjusts it
    /// (``UILabel/adjustsFontForContentSizeCategory``): a `UIFontMetrics` font rescaled for
    /// the view's category, any other font (or a view that does not adjust) unchanged.
    func fontAdjustedInTraitUpdate(_ font: UIFont?) -> UIFont? {
        guard adjustsFontForContentSizeCategory, let font, font.metrics != nil else { return font }
        return font.adjusted(to: traitCollection.preferredContentSizeCategory)
    }
}
