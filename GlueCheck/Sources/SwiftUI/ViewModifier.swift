/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body
    associatedtype Body: View

    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
}

/// The content a modifier's `body(content:)` receives: a placeholder SwiftUI replaces with
/// the modified view. The stub's walk of environment writes continues into that view.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    @MainActor public var body: Never { fatalError("a placeholder for the modified view") }
    /// Stub-only: the placeholder a test passes to `body(content:)`.
    public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier

    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    public nonisolated init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    @MainActor public var body: Never { fatalError("a primitive view") }
}

extension ModifiedContent: _EnvironmentWriting where Content: View, Modifier: ViewModifier {
    /// The writes of the modifier's body down to its content placeholder (its body's chain of
    /// single-child views), then the content's own.
    @MainActor public func _write(_ environment: inout EnvironmentValues) {
        _writes(of: modifier.body(content: _ViewModifier_Content<Modifier>()), into: &environment)
        _writes(of: content, into: &environment)
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    /// Apple: "Applies a modifier to a view and returns a new view."
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension _ViewModifier_Content: View {}
