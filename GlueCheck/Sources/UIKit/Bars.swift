/// https://developer.apple.com/documentation/uikit/uibarappearance
@available(iOS 13, tvOS 13, *)
@MainActor
open class UIBarAppearance: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibarappearance/backgroundcolor
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uibarappearance/shadowcolor
    open var shadowColor: UIColor?

    /// https://developer.apple.com/documentation/uikit/uibarappearance/init()
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground()
    open func configureWithOpaqueBackground() {}

    /// https://developer.apple.com/documentation/uikit/uibarappearance/copy()
    open func copy() -> Self {
        let copy = Self.init(_stubCopy: ())
        copy.copyValues(from: self)
        return copy
    }

    func copyValues(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
    }

    /// Stub-only: what `copy()` makes a new instance with (the stub's stand-in for `NSCopying`).
    required public init(_stubCopy: Void) { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationbarappearance
@available(iOS 13, tvOS 13, *)
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titletextattributes
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// https://developer.apple.com/documentation/uikit/uinavigationbarappearance/largetitletextattributes
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    override func copyValues(from other: UIBarAppearance) {
        super.copyValues(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
    }
}

/// https://developer.apple.com/documentation/uikit/uitabbarappearance
@available(iOS 13, tvOS 13, *)
@MainActor
open class UITabBarAppearance: UIBarAppearance {}

/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor
open class UINavigationBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/largetitletextattributes
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

    /// https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance
    /// UIKit copies the appearance it is given: changing it afterwards changes nothing.
    @available(iOS 13, tvOS 13, *)
    open var standardAppearance: UINavigationBarAppearance {
        get { standard }
        set { standard = newValue.copy() }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance
    @available(iOS 13, tvOS 13, *)
    open var compactAppearance: UINavigationBarAppearance? {
        get { compact }
        set { compact = newValue?.copy() }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance
    @available(iOS 13, tvOS 13, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdge }
        set { scrollEdge = newValue?.copy() }
    }

    private var standard = UINavigationBarAppearance()
    private var compact: UINavigationBarAppearance?
    private var scrollEdge: UINavigationBarAppearance?
}

/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor
open class UITabBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uitabbar/standardappearance
    /// UIKit copies the appearance it is given.
    @available(iOS 13, tvOS 13, *)
    open var standardAppearance: UITabBarAppearance {
        get { standard }
        set { standard = newValue.copy() }
    }
    /// https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance
    @available(iOS 15, tvOS 15, *)
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdge }
        set { scrollEdge = newValue?.copy() }
    }

    private var standard = UITabBarAppearance()
    private var scrollEdge: UITabBarAppearance?
}

/// https://developer.apple.com/documentation/uikit/nsparagraphstyle
// `@unchecked Sendable`: immutable once shared (the mutable subclass is built first).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/lineheightmultiple
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/minimumlineheight
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/maximumlineheight
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/paragraphspacing
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    var storedLineHeightMultiple: CGFloat = 0
    var storedMinimumLineHeight: CGFloat = 0
    var storedMaximumLineHeight: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0
    public override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/lineheightmultiple
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/minimumlineheight
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/maximumlineheight
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/paragraphspacing
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/setparagraphstyle(_:)
    /// "Replaces the attributes of the receiver with those of the given paragraph style" (the
    /// stub's four).
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        storedLineHeightMultiple = obj.lineHeightMultiple
        storedMinimumLineHeight = obj.minimumLineHeight
        storedMaximumLineHeight = obj.maximumLineHeight
        storedParagraphSpacing = obj.paragraphSpacing
    }
}
