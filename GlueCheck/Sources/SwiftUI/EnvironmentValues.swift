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

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}

// The defaults below are the stub's: Apple's pages state none (GlueCheck/ON-A-DEVICE.md).
private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}
