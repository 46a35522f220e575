/// https://developer.apple.com/documentation/swiftui/previewmodifier
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@MainActor
public protocol PreviewModifier {
    /// https://developer.apple.com/documentation/swiftui/previewmodifier/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/previewmodifier/context
    associatedtype Context = Void

    /// https://developer.apple.com/documentation/swiftui/previewmodifier/body(content:context:)
    @ViewBuilder @MainActor func body(content: Self.Content, context: Self.Context) -> Self.Body

    /// https://developer.apple.com/documentation/swiftui/previewmodifier/makesharedcontext()
    @MainActor static func makeSharedContext() async throws -> Self.Context

    /// https://developer.apple.com/documentation/swiftui/previewmodifier/content
    typealias Content = PreviewModifierContent
}

/// https://developer.apple.com/documentation/swiftui/previewmodifiercontent
/// The preview a modifier's `body(content:context:)` wraps: a placeholder, as
/// `ViewModifier.Content` is.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct PreviewModifierContent {
    @MainActor public var body: Never { fatalError("a placeholder for the preview") }
    /// Stub-only: the placeholder a test passes to `body(content:context:)`.
    public nonisolated init() {}
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension PreviewModifierContent: View {}
