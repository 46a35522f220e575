/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    /// Setting it adds the window to the scene's windows.
    @available(iOS 13, tvOS 13, *)
    open weak var windowScene: UIWindowScene? {
        didSet { sceneChanged(from: oldValue) }
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13, tvOS 13, *)
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        isHidden = true
        self.windowScene = windowScene
        sceneChanged(from: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func sceneChanged(from old: UIWindowScene?) {
        old?.windowList.removeAll { $0 === self }
        windowScene?.windowList.append(self)
        traitsMayHaveChanged()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    /// Showing a window posts `didBecomeVisibleNotification`; its traits are brought up to date
    /// and it is drawn in the update pass of that turn (hidden, it gets neither).
    open override var isHidden: Bool {
        didSet {
            if oldValue && !isHidden {
                traitsMayHaveChanged()
                eachInSubtree { UIApplication.shared.traitUpdates.needsDisplay($0) }
                NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
            }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() { isHidden = false }

    /// https://developer.apple.com/documentation/uikit/uiwindow/didbecomevisiblenotification
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")

    override var inheritedTraits: TraitValues { windowScene?.traitCollection.traits ?? TraitValues() }
}

/// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13, tvOS 13, *)
@MainActor
open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/willconnectnotification
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13, tvOS 13, *)
@MainActor
open class UIWindowScene: UIScene, UITraitEnvironment, UITraitChangeObservable {
    var windowList: [UIWindow] = []
    var systemStyle: UIUserInterfaceStyle
    public let _traitChangeHandlers = TraitChangeHandlers()

    init(systemStyle: UIUserInterfaceStyle) {
        self.systemStyle = systemStyle
        super.init()
        _traitChangeHandlers.last = traitCollection.traits
    }

    /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    open var windows: [UIWindow] { windowList }

    /// https://developer.apple.com/documentation/uikit/uiwindowscene/screen
    @available(visionOS, unavailable)
    open var screen: UIScreen { UIScreen(style: systemStyle) }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// The system's traits: the windows' overrides do not reach the scene.
    open var traitCollection: UITraitCollection {
        UITraitCollection {
            $0.userInterfaceStyle = systemStyle
            $0[UITraitPreferredContentSizeCategory.self] = contentSize
        }
    }

    var contentSize = SystemTextSize.current.category
}

/// https://developer.apple.com/documentation/uikit/uiscreen
@available(visionOS, unavailable)
@MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    private let style: UIUserInterfaceStyle
    init(style: UIUserInterfaceStyle) { self.style = style }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: style) }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    public static let shared = UIApplication()

    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    @available(iOS 13, tvOS 13, *)
    public private(set) var connectedScenes: Set<UIScene> = []

    /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")

    /// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")

    // MARK: Stub-only: what the system does

    /// Connects a new window scene in the current system appearance (posts
    /// `UIScene.willConnectNotification`).
    public func _connectScene() -> UIWindowScene {
        let scene = UIWindowScene(systemStyle: systemStyle)
        connectedScenes.insert(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        return scene
    }

    /// The system disconnects `scene` (the user closed its window on iPad): it leaves
    /// `connectedScenes`, and `UIScene.didDisconnectNotification` is posted with it.
    public func _disconnectScene(_ scene: UIWindowScene) {
        connectedScenes.remove(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
    }

    /// The app goes to the background (posts `didEnterBackgroundNotification`). What iOS
    /// does to the traits then (the app switcher's snapshots) is not documented and not
    /// simulated.
    public func _enterBackground() {
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    }

    /// Disconnects every scene (between tests).
    public func _reset() {
        connectedScenes = []
        systemStyle = .light
        isBeforeiOS17 = false
        UIView._transitions = []
        traitUpdates.removeAll()
        SystemTextSize.current.category = .large
    }

    /// Runs `body` as on a system before iOS 17. On Linux the glue's `#available(iOS 17, *)`
    /// is always true, so the stub takes away what the glue's iOS 17 branches rely on to see
    /// moves: trait-change registrations made in `body` are never called (afterwards either).
    public func _beforeiOS17<Result>(_ body: () throws -> Result) rethrows -> Result {
        let was = isBeforeiOS17
        isBeforeiOS17 = true
        defer { isBeforeiOS17 = was }
        return try body()
    }

    /// Whether ``_beforeiOS17(_:)`` is running.
    var isBeforeiOS17 = false

    /// The user changes the system appearance: the system delivers it in a run-loop turn of
    /// its own, whose update pass gives scenes, windows and views their new traits and runs
    /// their trait-change registrations (the app stays active: no notification).
    public func _setSystemStyle(_ style: UIUserInterfaceStyle) {
        systemStyle = style
        for case let scene as UIWindowScene in connectedScenes {
            scene.systemStyle = style
            for window in scene.windows { window.traitsMayHaveChanged() }
        }
        _endRunLoopTurn()
    }

    /// The user changes the text size in Settings (Dynamic Type): as ``_setSystemStyle(_:)``,
    /// and `UIContentSizeCategory.didChangeNotification` is posted ("Posted when the user
    /// changes the preferred content size setting"), after the scenes have the new size.
    public func _setContentSize(_ size: UIContentSizeCategory) {
        SystemTextSize.current.category = size
        for case let scene as UIWindowScene in connectedScenes {
            scene.contentSize = size
            for window in scene.windows { window.traitsMayHaveChanged() }
        }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self)
        _endRunLoopTurn()
    }

    /// The current run-loop turn ends: UIKit's update pass delivers every trait change the
    /// turn made to the views in a window (``TraitUpdatePass``), where a device would have
    /// updated them before drawing the frame.
    public func _endRunLoopTurn() {
        traitUpdates.run(scenes: connectedScenes.compactMap { $0 as? UIWindowScene })
    }

    /// The trait changes waiting for the update pass.
    let traitUpdates = TraitUpdatePass()

    /// The app comes to the foreground (posts `didBecomeActiveNotification`).
    public func _becomeActive() {
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    private var systemStyle = UIUserInterfaceStyle.light
}
