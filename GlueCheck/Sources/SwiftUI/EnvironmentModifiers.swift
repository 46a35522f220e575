import Observation

/// A view with an environment value set (`View.environment(_:_:)`'s and
/// `View.environment(_:)`'s result).
public struct _EnvironmentModifiedView<Content: View> {
    public let content: Content
    let modify: (inout EnvironmentValues) -> Void
    @MainActor public var body: Never { fatalError("a primitive view") }

    nonisolated init(content: Content, modify: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.modify = modify
    }

    @MainActor public func _write(_ environment: inout EnvironmentValues) {
        modify(&environment)
        _writes(of: content, into: &environment)
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentModifiedView(content: self, modify: { $0[keyPath: keyPath] = value })
    }

    /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
    /// Apple: "Places an observable object in the view's environment." The stub keeps it by
    /// its type (`EnvironmentValues._object(_:)` reads it back).
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        _EnvironmentModifiedView(content: self, modify: { $0.values[ObjectIdentifier(T.self)] = object })
    }
}

extension EnvironmentValues {
    /// Stub-only: the observable object of type `T` that `View.environment(_:)` placed here.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public func _object<T: AnyObject & Observable>(_ type: T.Type) -> T? {
        values[ObjectIdentifier(type)] as? T
    }
}

extension _EnvironmentModifiedView: View, _EnvironmentWriting {}
