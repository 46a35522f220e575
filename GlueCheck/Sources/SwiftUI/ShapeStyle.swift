/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/resolved
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    associatedtype Resolved: ShapeStyle = Never

    /// https://developer.apple.com/documentation/swiftui/shapestyle/resolve(in:)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

extension ShapeStyle where Self.Resolved == Never {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/resolve(in:)
    /// The requirement's default for a style SwiftUI resolves itself (`Resolved` is `Never`):
    /// such a style has no value to return, so the stub stops here.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is resolved by SwiftUI")
    }
}

extension Never: ShapeStyle {}
