/// https://developer.apple.com/documentation/uikit/uiimage
/// `Sendable` in the SDK (immutable).
open class UIImage: NSObject, @unchecked Sendable { // the name is a `let`; the asset link is set once
    /// The stub's asset catalog holds every name (stub-visible for tests).
    public let _name: String
    /// https://developer.apple.com/documentation/uikit/uiimage/imageasset
    public private(set) var imageAsset: UIImageAsset?
    /// https://developer.apple.com/documentation/uikit/uiimage/scale
    /// The stub's catalog holds one variant of each image, at 1×.
    public var scale: CGFloat { 1 }

    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {
        _name = name
    }

    fileprivate init(stubName: String, asset: UIImageAsset?) {
        _name = stubName
        imageAsset = asset
    }
}

/// https://developer.apple.com/documentation/uikit/uiimageasset
@available(watchOS, unavailable)
// `@unchecked Sendable`: the SDK documents it thread-safe; the stub is used on one thread.
open class UIImageAsset: NSObject, @unchecked Sendable {
    private var registered: [(traits: UITraitCollection, image: UIImage)] = []
    /// Stub-only: the trait collections images are registered with now, for tests (the
    /// register page: the collection "must always contain an explicit value in its displayScale").
    public var _registeredTraits: [UITraitCollection] { registered.map(\.traits) }

    /// https://developer.apple.com/documentation/uikit/uiimageasset/init()
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiimageasset/init(coder:)
    /// Required (`NSSecureCoding`): a subclass with its own designated initializer restates it.
    public required init?(coder: NSCoder) { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiimageasset/register(_:with:)
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        unregister(imageWith: traitCollection)
        registered.append((traitCollection, image))
    }

    /// https://developer.apple.com/documentation/uikit/uiimageasset/unregister(imagewith:)
    /// (`unregisterImage(with:)` is the `UIImage.Configuration` overload, which the stub does
    /// not declare.)
    open func unregister(imageWith traitCollection: UITraitCollection) {
        registered.removeAll { $0.traits == traitCollection }
    }

    /// https://developer.apple.com/documentation/uikit/uiimageasset/image(with:)
    /// The image registered for the traits that `traitCollection` contains (the first one
    /// when none matches).
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let match = registered.first { traitCollection.containsTraits(in: $0.traits) } ?? registered.first
        return UIImage(stubName: match?.image._name ?? "", asset: self)
    }
}
