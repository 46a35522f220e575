// Stand-in for the SwiftUI names documentation examples use (see README.md). Declarations only.
@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
}

public struct ModifiedView<Content: View>: View {
    public var body: Never { fatalError() }
}

@MainActor @resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}

public struct Text: View {
    public init(_ content: String) {}
    public var body: Never { fatalError() }
}

public struct Color: View, Hashable, Sendable {
    public enum RGBColorSpace: Sendable { case sRGB, displayP3 }
    public init(_ space: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let primary = Color(red: 0, green: 0, blue: 0)
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public enum ColorScheme: Sendable, Hashable { case light, dark }

public struct EnvironmentValues {
    public var colorScheme: ColorScheme = .light
}

@propertyWrapper
public struct Environment<Value>: Sendable {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {}
    public var wrappedValue: Value { fatalError() }
}

extension View {
    public func foregroundStyle(_ color: Color) -> ModifiedView<Self> { ModifiedView() }
    public func background(_ color: Color) -> ModifiedView<Self> { ModifiedView() }
    public func preferredColorScheme(_ scheme: ColorScheme?) -> ModifiedView<Self> { ModifiedView() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedView<Self> {
        ModifiedView()
    }
}
