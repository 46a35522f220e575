/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
/// "The requirements for an object that provides the configuration for a content view."
@available(iOS 14, tvOS 14, *)
public protocol UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
    /// "Creates a new instance of the content view using this configuration."
    @MainActor
    func makeContentView() -> any UIView & UIContentView

    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
    /// "Generates a configuration for the specified state by applying the configuration's
    /// default values for that state to any properties that you haven't customized."
    func updated(for state: any UIConfigurationState) -> Self
}

/// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@available(iOS 14, tvOS 14, *)
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
    /// "The current configuration of the view. … Setting this property applies the new
    /// configuration to the view."
    @MainActor
    var configuration: any UIContentConfiguration { get set }
}

/// https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd
@available(iOS 14, tvOS 14, *)
public protocol UIConfigurationState {
    /// https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd/init(traitcollection:)
    init(traitCollection: UITraitCollection)

    /// https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd/traitcollection
    var traitCollection: UITraitCollection { get set }
}

/// https://developer.apple.com/documentation/uikit/uilistcontentview
/// A view that shows a `UIListContentConfiguration`; the stub keeps the configuration and draws
/// nothing.
@available(iOS 14, tvOS 14, *)
@MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration

    /// https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:)
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uilistcontentview/init(coder:)
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
    /// "Setting this property applies the new configuration to the view." A configuration of
    /// another type is not a list configuration: the stub keeps the one it has (what UIKit
    /// does then is not documented).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            if let list = newValue as? UIListContentConfiguration { listConfiguration = list }
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration
@available(iOS 14, tvOS 14, *)
public struct UIBackgroundConfiguration {
    /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/backgroundcolor
    public var backgroundColor: UIColor?

    /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/clear()
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
@available(iOS 14, tvOS 14, *)
public struct UIListContentConfiguration: UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/text
    public var text: String?
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties
    public var textProperties = UIListContentConfiguration.TextProperties()
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytextproperties
    public var secondaryTextProperties = UIListContentConfiguration.TextProperties()
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties
    public var imageProperties = UIListContentConfiguration.ImageProperties()

    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/cell()
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
    /// "Creates a new instance of the content view using this configuration": a
    /// `UIListContentView` showing it.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
    /// The system's default values per state are not modelled: the stub returns the
    /// configuration unchanged (ON-A-DEVICE.md, Configurations).
    public func updated(for state: any UIConfigurationState) -> Self { self }

    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct
    public struct TextProperties {
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/color
        /// Starts black (the system's label color is not modelled).
        public var color = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.struct
    public struct ImageProperties {
        /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.struct/tintcolor
        public var tintColor: UIColor?
    }
}

extension UIButton {
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    @available(iOS 15, tvOS 15, *)
    public struct Configuration {
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
        public var title: String?
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/baseforegroundcolor
        public var baseForegroundColor: UIColor?
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/basebackgroundcolor
        public var baseBackgroundColor: UIColor?
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/background
        public var background = UIBackgroundConfiguration.clear()

        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain()
        public static func plain() -> UIButton.Configuration { Configuration() }
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
        public static func filled() -> UIButton.Configuration { Configuration() }
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.typealias
    @available(iOS 15, tvOS 15, *)
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
}

/// https://developer.apple.com/documentation/uikit/uicellconfigurationstate
@available(iOS 14, tvOS 14, *)
public struct UICellConfigurationState: UIConfigurationState {
    /// https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd/traitcollection
    public var traitCollection: UITraitCollection

    /// https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd/init(traitcollection:)
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isselected
    public var isSelected = false
    /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate/ishighlighted
    public var isHighlighted = false
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default
        case `default`
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
    /// A change requests a configuration update (the cell's configuration state changes).
    open var isSelected = false {
        didSet { stateDidChange() }
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/ishighlighted
    open var isHighlighted = false {
        didSet { stateDidChange() }
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    @available(iOS 14, tvOS 14, *)
    open var contentConfiguration: (any UIContentConfiguration)?

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration
    @available(iOS 14, tvOS 14, *)
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/configurationstate
    @available(iOS 14, tvOS 14, *)
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/configurationupdatehandler-swift.property
    @available(iOS 15, tvOS 15, *)
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler?

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/configurationupdatehandler-swift.typealias
    @available(iOS 15, tvOS 15, *)
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    @available(iOS 14, tvOS 14, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/setneedsupdateconfiguration()
    /// "Requests the view update its configuration for its current state": in UIKit's next
    /// update pass (the stub's: ``UIApplication/_endRunLoopTurn()``).
    @available(iOS 14, tvOS 14, *)
    open func setNeedsUpdateConfiguration() {
        UIApplication.shared.traitUpdates.needsConfigurationUpdate(self)
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/updateconfiguration(using:)
    /// Calls the `configurationUpdateHandler` with the state.
    @available(iOS 14, tvOS 14, *)
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    func stateDidChange() { setNeedsUpdateConfiguration() }

    override func updateConfigurationInPass() { updateConfiguration(using: configurationState) }
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor
open class UICollectionReusableView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
    /// A change changes the configuration state, and "the system calls this method
    /// [setNeedsUpdateConfiguration()] automatically when the cell's configurationState
    /// changes".
    open var isSelected = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted
    open var isHighlighted = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
    @available(iOS 14, tvOS 14, *)
    open var contentConfiguration: (any UIContentConfiguration)?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration-rgj4
    @available(iOS 14, tvOS 14, *)
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationstate-4u37h
    @available(iOS 14, tvOS 14, *)
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-7rqbu
    @available(iOS 15, tvOS 15, *)
    open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-swift.typealias
    @available(iOS 15, tvOS 15, *)
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/setneedsupdateconfiguration()
    /// "Requests the view update its configuration for its current state": in UIKit's next
    /// update pass (the stub's: ``UIApplication/_endRunLoopTurn()``).
    @available(iOS 14, tvOS 14, *)
    open func setNeedsUpdateConfiguration() {
        UIApplication.shared.traitUpdates.needsConfigurationUpdate(self)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/updateconfiguration(using:)
    /// Calls the `configurationUpdateHandler` with the state.
    @available(iOS 14, tvOS 14, *)
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    override func updateConfigurationInPass() { updateConfiguration(using: configurationState) }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@available(iOS 14, tvOS 14, *)
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
    /// The stub returns a cell configuration; which style UIKit picks for the list's
    /// appearance is not simulated.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
