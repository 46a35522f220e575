/// https://developer.apple.com/documentation/swiftui/color
@frozen
public struct Color: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
        case sRGB
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgblinear
        case sRGBLinear
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/displayp3
        case displayP3
    }

    /// Stub-only: the color's space and components (red, green, blue, opacity), for tests.
    public let _space: RGBColorSpace
    /// Stub-only: see `_space`.
    public let _components: [Double]

    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        _space = colorSpace
        _components = [red, green, blue, opacity]
    }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:)
    /// Apple: "Creates a constant color with the values specified by the resolved color."
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public init(_ resolved: Color.Resolved) {
        self.init(
            .sRGBLinear, red: Double(resolved.linearRed), green: Double(resolved.linearGreen),
            blue: Double(resolved.linearBlue), opacity: Double(resolved.opacity))
    }

    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

extension Color: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/color/resolve(in:)
    /// Apple: "Evaluates this color to a resolved color given the current context." A color
    /// made from components is constant: the stub resolves it to those components in their
    /// space, whatever the environment.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let c = _components.map(Float.init)
        return Color.Resolved(colorSpace: _space, red: c[0], green: c[1], blue: c[2], opacity: c[3])
    }
}
