// The results of the styling modifiers: each keeps its content and input for tests and passes
// its content's environment writes on (the stub turns none of them into an environment write:
// a test reads the input from the view that carries it).

/// `View.foregroundStyle(_:)`'s result.
public struct _ForegroundStyledView<Content: View, Style: ShapeStyle> {
    public let content: Content
    public let style: Style
    @MainActor public var body: Never { fatalError("a primitive view") }
    nonisolated init(content: Content, style: Style) { (self.content, self.style) = (content, style) }
    @MainActor public func _write(_ environment: inout EnvironmentValues) { _writes(of: content, into: &environment) }
}

/// `View.font(_:)`'s result.
public struct _FontView<Content: View> {
    public let _content: Content
    public let _font: Font?
    @MainActor public var body: Never { fatalError("a primitive view") }
    nonisolated init(content: Content, font: Font?) { (_content, _font) = (content, font) }
    @MainActor public func _write(_ environment: inout EnvironmentValues) { _writes(of: _content, into: &environment) }
}

/// `View.tint(_:)`'s result.
public struct _TintView<Content: View> {
    public let _content: Content
    public let _tint: Color?
    @MainActor public var body: Never { fatalError("a primitive view") }
    nonisolated init(content: Content, tint: Color?) { (_content, _tint) = (content, tint) }
    @MainActor public func _write(_ environment: inout EnvironmentValues) { _writes(of: _content, into: &environment) }
}

/// `View.background(_:ignoresSafeAreaEdges:)`'s result.
public struct _BackgroundView<Content: View, Style: ShapeStyle> {
    public let _content: Content
    public let _style: Style
    public let _ignoredSafeAreaEdges: Edge.Set
    @MainActor public var body: Never { fatalError("a primitive view") }
    nonisolated init(content: Content, style: Style, edges: Edge.Set) {
        (_content, _style, _ignoredSafeAreaEdges) = (content, style, edges)
    }
    @MainActor public func _write(_ environment: inout EnvironmentValues) { _writes(of: _content, into: &environment) }
}

/// `View.preferredColorScheme(_:)`'s result. Apple: "Sets the preferred color scheme for this
/// presentation" — a preference the nearest enclosing presentation reads, not an environment
/// write: the stub records it and its content sees the environment unchanged.
public struct _PreferredColorSchemeView<Content: View> {
    public let _content: Content
    public let _colorScheme: ColorScheme?
    @MainActor public var body: Never { fatalError("a primitive view") }
    nonisolated init(content: Content, colorScheme: ColorScheme?) { (_content, _colorScheme) = (content, colorScheme) }
    @MainActor public func _write(_ environment: inout EnvironmentValues) { _writes(of: _content, into: &environment) }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _ForegroundStyledView(content: self, style: style)
    }

    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    /// Apple: "Sets the default font for text in this view."
    public nonisolated func font(_ font: Font?) -> some View {
        _FontView(content: self, font: font)
    }

    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)
    /// Apple: "Sets the tint color within this view."
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public nonisolated func tint(_ tint: Color?) -> some View {
        _TintView(content: self, tint: tint)
    }

    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
    /// Apple: "Sets the view's background to a style."
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
    public nonisolated func background<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
    ) -> some View {
        _BackgroundView(content: self, style: style, edges: edges)
    }

    /// https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        _PreferredColorSchemeView(content: self, colorScheme: colorScheme)
    }
}

extension _ForegroundStyledView: View, _EnvironmentWriting {}

extension _FontView: View, _EnvironmentWriting {}

extension _TintView: View, _EnvironmentWriting {}

extension _BackgroundView: View, _EnvironmentWriting {}

extension _PreferredColorSchemeView: View, _EnvironmentWriting {}
