// Stub of SwiftUI for the glue check (see GlueCheck/Package.swift): only the API the glue and
// its tests use, each declaration naming its page in Apple's documentation. Views here are
// values whose body can be read, so tests can look at what the glue builds.
@_exported import Foundation

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public enum ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    /// https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: @unchecked Sendable { // the stub is used on the main actor only
    var values: [ObjectIdentifier: Any] = [:]

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: Sendable, Hashable {
    /// https://developer.apple.com/documentation/swiftui/colorscheme/light
    case light
    /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
    case dark
}

/// Stub-only: a view that sets environment values for its content.
@MainActor
public protocol _EnvironmentWriting {
    /// Applies this view's environment writes and those of the views it wraps, outermost first.
    func _write(_ environment: inout EnvironmentValues)
}

/// A view with an environment value set (`View.environment(_:_:)`'s result).
public struct _EnvironmentModifiedView<Content: View>: View, _EnvironmentWriting {
    public let content: Content
    let modify: (inout EnvironmentValues) -> Void
    public var body: Never { fatalError("a primitive view") }

    public func _write(_ environment: inout EnvironmentValues) {
        modify(&environment)
        (content as? any _EnvironmentWriting)?._write(&environment)
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentModifiedView(content: self, modify: { $0[keyPath: keyPath] = value })
    }
}

/// https://developer.apple.com/documentation/swiftui/color
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

    /// The color's space and components (stub-visible for tests).
    public let _space: RGBColorSpace
    public let _components: [Double]

    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        _space = colorSpace
        _components = [red, green, blue, opacity]
    }

    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/environment
/// Not a documented behaviour: the stub has no view graph and reads default values, so only
/// compile-time use is checked here (GlueCheck/ON-A-DEVICE.md lists it for a device check).
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// https://developer.apple.com/documentation/swiftui/text
@frozen
public struct Text: View {
    /// Stub-only: the text shown, for tests.
    public let _content: String

    /// https://developer.apple.com/documentation/swiftui/text/init(_:)
    public init<S: StringProtocol>(_ content: S) { _content = String(content) }

    public var body: Never { fatalError("a primitive view") }
}

/// A view with a foreground style (`View.foregroundStyle(_:)`'s result).
public struct _ForegroundStyledView<Content: View, Style: ShapeStyle>: View {
    public let content: Content
    public let style: Style
    public var body: Never { fatalError("a primitive view") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _ForegroundStyledView(content: self, style: style)
    }
}
