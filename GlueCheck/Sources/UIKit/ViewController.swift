/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView? {
        didSet {
            if oldValue?.controller === self { oldValue?.controller = nil }
            loadedView?.controller = self
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// Loaded on first access (`loadView()`).
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    /// The view, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open private(set) weak var parent: UIViewController?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open private(set) var children: [UIViewController] = []

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    /// Makes `childController` a child; "When your custom container calls the addChild(_:)
    /// method, it automatically calls the willMove(toParent:) method of the view controller
    /// to be added as a child before adding it" (the willMove(toParent:) page). Embedding the
    /// child's view (`addSubview`) and `didMove(toParent:)` are the container's calls.
    open func addChild(_ childController: UIViewController) {
        childController.willMove(toParent: self)
        childController.parent?.children.removeAll { $0 === childController }
        children.append(childController)
        childController.parent = self
        childController.viewIfLoaded?.traitsMayHaveChanged()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    /// "The removeFromParent() method automatically calls the didMove(toParent:) method of
    /// the child view controller" (the didMove(toParent:) page).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        viewIfLoaded?.traitsMayHaveChanged()
        didMove(toParent: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle
    /// "The new style applies to the view controller, its entire view hierarchy, and any
    /// embedded child view controllers."
    @available(iOS 13, tvOS 13, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { viewIfLoaded?.traitsMayHaveChanged() }
    }

    /// The traits the controller gives its root view: what it inherits, with its own
    /// override over them. Before iOS 17 a child inherits from its parent controller
    /// ("Usually, traits are passed unmodified from the parent view controller to its child
    /// view controllers", the setOverrideTraitCollection(_:forChild:) page), so the override
    /// of a view between them does not reach it (the UIView overrideUserInterfaceStyle page);
    /// a controller with no parent inherits from its view's superview (a window's root view
    /// controller from the window). From iOS 17 every controller inherits from its view's
    /// superview ("View controllers inherit their trait collection from their view's
    /// superview, instead of directly from their parent view controller": WWDC23 "Unleash
    /// the UIKit trait system"; not stated on the API pages, see GlueCheck/ON-A-DEVICE.md).
    var controllerTraits: TraitValues {
        let inherited: TraitValues
        if UIApplication.shared.isBeforeiOS17, let parent {
            inherited = parent.controllerTraits
        } else {
            inherited = loadedView?.superview?.freshTraits ?? TraitValues()
        }
        guard overrideUserInterfaceStyle != .unspecified else { return inherited }
        var own = TraitValues()
        own.set(UITraitUserInterfaceStyle.self, overrideUserInterfaceStyle)
        return inherited.applying(own)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    /// Makes a plain view.
    open func loadView() { loadedView = UIView() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    /// Called once the view is loaded (after `loadView()`).
    open func viewDidLoad() {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
    @available(tvOS, unavailable)
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    /// "Indicates to the system that the view controller status bar attributes have changed":
    /// the system reads `preferredStatusBarStyle` again (the stub at once, into
    /// ``_shownStatusBarStyle``).
    @available(tvOS, unavailable)
    open func setNeedsStatusBarAppearanceUpdate() {
        _statusBarUpdates += 1
        _shownStatusBarStyle = preferredStatusBarStyle
    }

    /// Stub-only: the style the status bar shows for this controller, as last read.
    public private(set) var _shownStatusBarStyle = UIStatusBarStyle.default
    /// Stub-only: how many times the controller asked for a status bar update.
    public private(set) var _statusBarUpdates = 0
}
