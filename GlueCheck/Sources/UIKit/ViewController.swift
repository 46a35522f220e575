/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

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
