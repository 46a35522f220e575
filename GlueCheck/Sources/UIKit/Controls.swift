/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    /// "The default value of this property is true for a newly created control." (The stub does
    /// not model the `disabled` state flag it sets.)
    open var isEnabled = true
    /// https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    open var isHighlighted = false {
        didSet { stateDidChange() }
    }

    /// What a control class of the stub does when its state changes.
    func stateDidChange() {}

    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    /// Not `Hashable` in the SDK (an imported option set).
    public struct State: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/rawvalue
        public let rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
        public static let highlighted = State(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
        public static let disabled = State(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// https://developer.apple.com/documentation/uikit/uibutton/titlecolor(for:)
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] }
    /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    /// https://developer.apple.com/documentation/uikit/uibutton/image(for:)
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
    /// https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:)
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }
    /// https://developer.apple.com/documentation/uikit/uibutton/backgroundimage(for:)
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property
    @available(iOS 15, tvOS 15, *)
    open var configuration: UIButton.Configuration?

    /// https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.property
    @available(iOS 15, tvOS 15, *)
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?

    /// https://developer.apple.com/documentation/uikit/uibutton/automaticallyupdatesconfiguration
    /// While true (the stub's start), a state change requests a configuration update.
    @available(iOS 15, tvOS 15, *)
    open var automaticallyUpdatesConfiguration = true

    /// https://developer.apple.com/documentation/uikit/uibutton/setneedsupdateconfiguration()
    /// Requests a configuration update in UIKit's next update pass (the stub's:
    /// ``UIApplication/_endRunLoopTurn()``).
    @available(iOS 15, tvOS 15, *)
    open func setNeedsUpdateConfiguration() {
        UIApplication.shared.traitUpdates.needsConfigurationUpdate(self)
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/updateconfiguration()
    /// Calls the `configurationUpdateHandler`.
    @available(iOS 15, tvOS 15, *)
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    override func stateDidChange() {
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    override func updateConfigurationInPass() { updateConfiguration() }
}

/// Title text attributes per control state, as bar items and segmented controls keep them.
@MainActor
struct StateAttributes {
    private var table: [UInt: [NSAttributedString.Key: Any]] = [:]
    mutating func set(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        table[state.rawValue] = attributes
    }
    func get(_ state: UIControl.State) -> [NSAttributedString.Key: Any]? { table[state.rawValue] }
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor
open class UISegmentedControl: UIControl {
    private var attributes = StateAttributes()
    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitletextattributes(_:for:)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes.set(attributes, for: state)
    }
    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titletextattributes(for:)
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        attributes.get(state)
    }
}

/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {
    private var attributes = StateAttributes()
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uibaritem/settitletextattributes(_:for:)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes.set(attributes, for: state)
    }
    /// https://developer.apple.com/documentation/uikit/uibaritem/titletextattributes(for:)
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        attributes.get(state)
    }
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor
open class UIBarButtonItem: UIBarItem {}

/// https://developer.apple.com/documentation/uikit/uikeyboardappearance
public enum UIKeyboardAppearance: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uikeyboardappearance/default
    case `default`
    /// https://developer.apple.com/documentation/uikit/uikeyboardappearance/dark
    case dark
    /// https://developer.apple.com/documentation/uikit/uikeyboardappearance/light
    case light
}

/// https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uistatusbarstyle/default
    case `default`
    /// https://developer.apple.com/documentation/uikit/uistatusbarstyle/lightcontent
    case lightContent
    /// https://developer.apple.com/documentation/uikit/uistatusbarstyle/darkcontent
    @available(iOS 13, *) case darkContent
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting {
    /// https://developer.apple.com/documentation/uikit/uitextfield/font
    open var font: UIFont?
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    /// As a label's (``UILabel/adjustsFontForContentSizeCategory``).
    open var adjustsFontForContentSizeCategory = false

    override func traitsDidUpdate() { font = fontAdjustedInTraitUpdate(font) }

    /// https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder
    open var attributedPlaceholder: NSAttributedString?
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance
    open var keyboardAppearance: UIKeyboardAppearance = .default

    /// Stub-only: the appearance of the keyboard on screen, read when the field became first
    /// responder or reloaded its input views; `nil` while no keyboard shows for it.
    public private(set) var _shownKeyboardAppearance: UIKeyboardAppearance?

    override func inputViewsDidLoad() { _shownKeyboardAppearance = keyboardAppearance }

    /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    /// The keyboard goes away.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        _shownKeyboardAppearance = nil
        return super.resignFirstResponder()
    }
    /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor
    open var textColor: UIColor?
}
