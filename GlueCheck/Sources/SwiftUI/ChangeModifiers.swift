/// `View.onChange(of:initial:_:)`'s result. Apple: "Adds a modifier for this view that fires an
/// action when a specific value changes", and `initial` is "Whether the action should be run
/// when this view initially appears." The stub has no view graph and never runs the action: it keeps
/// the value, `initial` and the action for tests, which run the action as SwiftUI would.
public struct _OnChangeView<Content: View, Value: Equatable> {
    public let _content: Content
    public let _value: Value
    public let _initial: Bool
    public let _action: () -> Void
    @MainActor public var body: Never { fatalError("a primitive view") }
    nonisolated init(content: Content, value: Value, initial: Bool, action: @escaping () -> Void) {
        (_content, _value, _initial, _action) = (content, value, initial, action)
    }
    @MainActor public func _write(_ environment: inout EnvironmentValues) { _writes(of: _content, into: &environment) }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public nonisolated func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        _OnChangeView(content: self, value: value, initial: initial, action: action)
    }
}

extension _OnChangeView: View, _EnvironmentWriting {}
