/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
@available(iOS 12, tvOS 10, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark
}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition
@available(iOS 17, tvOS 17, *)
public protocol UITraitDefinition {
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/value
    associatedtype Value = Self
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/defaultvalue
    static var defaultValue: Value { get }
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/identifier
    static var identifier: String { get }
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/name
    static var name: String { get }
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/affectscolorappearance
    static var affectsColorAppearance: Bool { get }
}

@available(iOS 17, tvOS 17, *)
extension UITraitDefinition {
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/identifier
    public static var identifier: String { String(reflecting: Self.self) }
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/name
    public static var name: String { String(describing: Self.self) }
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/affectscolorappearance
    public static var affectsColorAppearance: Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uitrait
@available(iOS 17, tvOS 17, *)
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle
@available(iOS 17, tvOS 17, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/defaultvalue
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/affectscolorappearance
    /// True: "changing the userInterfaceStyle … would also change the colors in your
    /// interface" (`hasDifferentColorAppearance(comparedTo:)`).
    public static let affectsColorAppearance = true
}

/// https://developer.apple.com/documentation/uikit/uitraitdisplayscale
@available(iOS 17, tvOS 17, *)
public struct UITraitDisplayScale: UITraitDefinition {
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/defaultvalue
    /// 0: no scale given (a collection without an explicit display scale).
    public static let defaultValue: CGFloat = 0
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/rawvalue
    public let rawValue: String
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    /// "Posted when the user changes the preferred content size setting."
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from the smallest to the largest (the stub's order for limits and
    /// font scaling; `unspecified` is none of them).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in ``ordered``; `nil` for `unspecified`.
    var index: Int? { Self.ordered.firstIndex(of: self) }

    /// `self` limited to `minimum` … `maximum` (`unspecified` stays unspecified).
    func limited(minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?) -> UIContentSizeCategory {
        guard var i = index else { return self }
        if let low = minimum?.index { i = Swift.max(i, low) }
        if let high = maximum?.index { i = Swift.min(i, high) }
        return Self.ordered[i]
    }
}

/// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
@available(iOS 17, tvOS 17, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// https://developer.apple.com/documentation/uikit/uitraitdefinition/defaultvalue
    public static let defaultValue = UIContentSizeCategory.unspecified
}

/// https://developer.apple.com/documentation/uikit/uimutabletraits
@available(iOS 17, tvOS 17, *)
public protocol UIMutableTraits {
    /// https://developer.apple.com/documentation/uikit/uimutabletraits/subscript(_:)
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
    /// https://developer.apple.com/documentation/uikit/uimutabletraits/userinterfacestyle
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// https://developer.apple.com/documentation/uikit/uimutabletraits/displayscale
    var displayScale: CGFloat { get set }
}

/// Trait values by trait identifier; a missing entry is the trait's default.
struct TraitValues: Equatable, @unchecked Sendable { // values are copied in and never mutated while shared
    var values: [String: AnyHashable] = [:]
    /// The identifiers of the traits set here whose `affectsColorAppearance` is true (not a
    /// value: two collections with the same values are equal).
    var colorAffecting: Set<String> = []

    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        values[T.identifier]?.base as? T.Value ?? T.defaultValue
    }

    mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        values[T.identifier] = value as? AnyHashable
        if T.affectsColorAppearance { colorAffecting.insert(T.identifier) }
    }

    /// `self` with `overrides` laid over it.
    func applying(_ overrides: TraitValues) -> TraitValues {
        TraitValues(
            values: values.merging(overrides.values) { $1 },
            colorAffecting: colorAffecting.union(overrides.colorAffecting))
    }

    /// Whether a trait whose `affectsColorAppearance` is true differs between `self` and
    /// `other`: the change after which UIKit redraws the views that use dynamic colors.
    func differsInColorAppearance(from other: TraitValues) -> Bool {
        colorAffecting.union(other.colorAffecting).contains { values[$0] != other.values[$0] }
    }

    static func == (lhs: TraitValues, rhs: TraitValues) -> Bool { lhs.values == rhs.values }
}

/// Builds the values of ``UITraitCollection/init(mutations:)``.
struct MutableTraitValues: UIMutableTraits {
    var traits = TraitValues()
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { traits.value(T.self) }
        set { traits.set(T.self, newValue) }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
/// `Sendable` in the SDK (immutable).
public final class UITraitCollection: NSObject, Sendable {
    let traits: TraitValues

    init(traits: TraitValues) { self.traits = traits }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init()
    public override convenience init() { self.init(traits: TraitValues()) }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    @available(iOS 12, tvOS 10, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var traits = TraitValues()
        traits.set(UITraitUserInterfaceStyle.self, userInterfaceStyle)
        self.init(traits: traits)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(mutations:)
    @available(iOS 17, tvOS 17, *)
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var mutable: any UIMutableTraits = MutableTraitValues()
        mutations(&mutable)
        self.init(traits: (mutable as? MutableTraitValues)?.traits ?? TraitValues())
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    @available(iOS 12, tvOS 10, *)
    public var userInterfaceStyle: UIUserInterfaceStyle { traits.value(UITraitUserInterfaceStyle.self) }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    /// 0 when the collection has no explicit display scale.
    public var displayScale: CGFloat { traits.value(UITraitDisplayScale.self) }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    @available(iOS 10, tvOS 10, *)
    public var preferredContentSizeCategory: UIContentSizeCategory {
        traits.value(UITraitPreferredContentSizeCategory.self)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/subscript(_:)-1t0yn
    @available(iOS 17, tvOS 17, *)
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { traits.value(T.self) }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/containstraits(in:)
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.traits.values.allSatisfy { traits.values[$0.key] == $0.value }
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.traits == traits
    }

    public override var hash: Int { traits.values.count }
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
}

/// https://developer.apple.com/documentation/uikit/uitraitoverrides
/// The overrides a view or scene lays over the traits it inherits (iOS 17).
@available(iOS 17, tvOS 17, *)
public struct UITraitOverrides: UIMutableTraits {
    var traits = TraitValues()

    /// https://developer.apple.com/documentation/uikit/uimutabletraits/subscript(_:)
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { traits.value(T.self) }
        set { traits.set(T.self, newValue) }
    }

    /// https://developer.apple.com/documentation/uikit/uimutabletraits/userinterfacestyle
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uimutabletraits/displayscale
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitoverrides/contains(_:)
    public func contains(_ trait: UITrait) -> Bool { traits.values[trait.identifier] != nil }

    /// https://developer.apple.com/documentation/uikit/uitraitoverrides/remove(_:)
    public mutating func remove(_ trait: UITrait) { traits.values[trait.identifier] = nil }
}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
@available(iOS 17, tvOS 17, *)
@MainActor
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable
@available(iOS 17, tvOS 17, *)
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
    /// Stub storage of the registrations (UIKit keeps them privately).
    var _traitChangeHandlers: TraitChangeHandlers { get }
}

@available(iOS 17, tvOS 17, *)
extension UITraitChangeObservable {
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    /// UIKit calls `handler` after the value of one of `traits` changed in the object's trait
    /// collection (a move under a different parent or an override changing).
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        // Before iOS 17 (``UIApplication/_beforeiOS17(_:)``) the API does not exist: nothing is registered.
        let registration = TraitChangeHandlers.Registration(isInert: UIApplication.shared.isBeforeiOS17)
        _traitChangeHandlers.entries.append(
            (
                registration, traits.map { $0.identifier },
                { object, previous in
                    if let object = object as? Self { handler(object, previous) }
                }
            ))
        return registration
    }

    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/unregisterfortraitchanges(_:)
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitChangeHandlers.entries.removeAll { $0.registration === registration as AnyObject }
    }
}

/// Stub-only: the registrations of one object and the traits it last reported.
@MainActor
public final class TraitChangeHandlers {
    final class Registration: NSObject, UITraitChangeRegistration {
        /// Made while standing in for a system before iOS 17: never called.
        let isInert: Bool
        init(isInert: Bool) { self.isInert = isInert }
        nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
    }
    var entries:
        [(registration: Registration, traits: [String], body: @MainActor (AnyObject, UITraitCollection) -> Void)] = []
    var last = TraitValues()
    /// How many registrations the object holds (stub-visible for tests).
    public var _count: Int { entries.count }

    nonisolated init() {}

    /// Calls the handlers whose traits differ between the last report and `current`.
    func report(_ current: UITraitCollection, of object: AnyObject) {
        let previous = UITraitCollection(traits: last)
        let changed = Set(current.traits.values.keys).union(last.values.keys).filter {
            current.traits.values[$0] != last.values[$0]
        }
        last = current.traits
        guard !changed.isEmpty else { return }
        for entry in entries where !entry.registration.isInert && entry.traits.contains(where: changed.contains) {
            entry.body(object, previous)
        }
    }
}
