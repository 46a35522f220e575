/// https://developer.apple.com/documentation/swiftui/image
@frozen
public struct Image: View, Equatable, Sendable {
    /// Stub-only: the image resource's or the symbol's name, for tests.
    public let _name: String
    /// Stub-only: the bundle an image resource is looked up in (nil: the main bundle).
    public let _bundle: Bundle?
    /// Stub-only: whether the image is a system symbol (`init(systemName:)`).
    public let _isSystemSymbol: Bool
    /// Stub-only: whether the image is decorative, without a label (`init(decorative:bundle:)`).
    public let _isDecorative: Bool

    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    /// Apple: "Creates a labeled image that you can use as content for controls." The stub
    /// keeps the name and bundle; it has no asset catalog to look in.
    public init(_ name: String, bundle: Bundle? = nil) {
        (_name, _bundle, _isSystemSymbol, _isDecorative) = (name, bundle, false, false)
    }

    /// https://developer.apple.com/documentation/swiftui/image/init(decorative:bundle:)
    /// Apple: "Creates an unlabeled, decorative image."
    public init(decorative name: String, bundle: Bundle? = nil) {
        (_name, _bundle, _isSystemSymbol, _isDecorative) = (name, bundle, false, true)
    }

    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    /// Apple: "Creates a system symbol image."
    public init(systemName: String) {
        (_name, _bundle, _isSystemSymbol, _isDecorative) = (systemName, nil, true, false)
    }

    public var body: Never { fatalError("a primitive view") }
}
