#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    import LiveryCore

    /// A view shown once per theme of a manager's source, side by side and captioned —
    /// light, dark, high contrast, brands (see ``ThemePreviews``). Each panel has a manager
    /// of its own that reads and writes no store: a preview never depends on the app's
    /// persisted choice, and shows the app's installed layer.
    ///
    /// ```swift
    /// struct SettingsPreview: View {   // in `#Preview { … }` or a `PreviewProvider`
    ///     var body: some View { EveryTheme(manager) { Text("Settings") } }
    /// }
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct EveryTheme<Content: View>: View {
        /// The panels: a caption, and the manager showing it or why it cannot be built.
        let panels: [Panel]
        let content: Content

        struct Panel {
            let label: String
            let manager: Result<ThemeManager, any Error>
        }

        /// `content` in every theme of `manager`'s source, at most `limit` of them.
        public init(_ manager: ThemeManager = .shared, limit: Int = 16, @ViewBuilder content: () -> Content) {
            let previews = ThemePreviews(of: manager, limit: limit)
            panels = previews.cases.map { previewCase in
                Panel(label: previewCase.label, manager: Result { try previews.manager(for: previewCase) })
            }
            self.content = content()
        }

        public var body: some View {
            HStack(alignment: .top, spacing: 16) {
                ForEach(panels.indices, id: \.self) { index in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(panels[index].label)
                        panel(panels[index])
                    }
                }
            }
        }

        /// The content themed by the panel's manager, or why the combination cannot be built.
        @ViewBuilder
        func panel(_ panel: Panel) -> some View {
            switch panel.manager {
            case .success(let manager):
                content.modifier(LiveryRoot(scope: LiveryScope(manager: manager), presents: false))
            case .failure(let error): Text(String(describing: error))
            }
        }
    }

    /// The preview modifier of ``EveryTheme`` (iOS 18): `#Preview(traits: .modifier(EveryThemePreview()))`.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public struct EveryThemePreview: PreviewModifier {
        private let manager: ThemeManager
        private let limit: Int

        /// Shows the preview in every theme of `manager`'s source, at most `limit` of them.
        public init(_ manager: ThemeManager = .shared, limit: Int = 16) {
            self.manager = manager
            self.limit = limit
        }

        /// No shared context: every panel makes its own manager.
        public static func makeSharedContext() async throws {}

        public func body(content: Content, context: Void) -> some View {
            EveryTheme(manager, limit: limit) { content }
        }
    }
#endif
