/// https://developer.apple.com/documentation/uikit/uicolor
/// `Sendable` in the SDK (immutable).
open class UIColor: NSObject, @unchecked Sendable { // immutable: every stored property is a `let`
    private enum Storage {
        case components(space: String, [CGFloat])
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let storage: Storage

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .components(space: "kCGColorSpaceExtendedSRGB", [red, green, blue, alpha])
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)
    @available(iOS 10, tvOS 10, watchOS 3, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .components(space: "kCGColorSpaceDisplayP3", [displayP3Red, green, blue, alpha])
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    /// The provider is `@Sendable` in current SDKs: UIKit may call it on any thread.
    @available(iOS 13, tvOS 13, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }

    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    @available(iOS 13, tvOS 13, *)
    @available(watchOS, unavailable)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .components: self
        case .dynamic(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    /// A dynamic color gives its value for the current traits (the stub: the default traits).
    open var cgColor: CGColor {
        let (space, components) = resolvedComponents
        return CGColor._stub(space: space, components)
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (_, c) = resolvedComponents
        red?.pointee = c[0]
        green?.pointee = c[1]
        blue?.pointee = c[2]
        alpha?.pointee = c[3]
        return true
    }

    private var resolvedComponents: (String, [CGFloat]) {
        switch resolvedColor(with: UITraitCollection()).storage {
        case .components(let space, let components): (space, components)
        case .dynamic: ("kCGColorSpaceExtendedSRGB", [0, 0, 0, 0])
        }
    }
}
