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
