// The text-layout modifiers: each result keeps its content and input for tests and passes its
// content's environment writes on.

/// `View.lineSpacing(_:)`'s result.
public struct _LineSpacingView<Content: View> {
    public let _content: Content
    public let _lineSpacing: CGFloat
    @MainActor public var body: Never { fatalError("a primitive view") }
    nonisolated init(content: Content, lineSpacing: CGFloat) { (_content, _lineSpacing) = (content, lineSpacing) }
    @MainActor public func _write(_ environment: inout EnvironmentValues) { _writes(of: _content, into: &environment) }
}

/// `View.tracking(_:)`'s result.
public struct _TrackingView<Content: View> {
    public let _content: Content
    public let _tracking: CGFloat
    @MainActor public var body: Never { fatalError("a primitive view") }
    nonisolated init(content: Content, tracking: CGFloat) { (_content, _tracking) = (content, tracking) }
    @MainActor public func _write(_ environment: inout EnvironmentValues) { _writes(of: _content, into: &environment) }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:)
    public nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        _LineSpacingView(content: self, lineSpacing: lineSpacing)
    }

    /// https://developer.apple.com/documentation/swiftui/view/tracking(_:)
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    public nonisolated func tracking(_ tracking: CGFloat) -> some View {
        _TrackingView(content: self, tracking: tracking)
    }
}

extension _LineSpacingView: View, _EnvironmentWriting {}

extension _TrackingView: View, _EnvironmentWriting {}
