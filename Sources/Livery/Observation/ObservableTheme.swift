#if canImport(Observation)
    import Observation
#endif

/// The current theme as an observable value: SwiftUI views that read it update when it
/// changes (``ThemeManager/current``).
///
/// ```swift
/// import SwiftUI
/// import LiverySwiftUI
///
/// struct Badge: View {
///     let theme: ObservableTheme
///     var body: some View {   // iOS 17 (`ObservableTheme`)
///         Text("New").foregroundStyle(SwiftUI.Color(livery: theme.theme.value("color.accent") ?? .black))
///     }
/// }
/// ```
#if canImport(Observation)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Observable
#endif
@MainActor
public final class ObservableTheme {
    /// The current global theme.
    public internal(set) var theme: Theme
    /// What the user chose.
    public internal(set) var appearance: AppearancePreference
    /// What the platform reports.
    public internal(set) var systemAppearance: SystemAppearance

    init(theme: Theme, appearance: AppearancePreference, systemAppearance: SystemAppearance) {
        self.theme = theme
        self.appearance = appearance
        self.systemAppearance = systemAppearance
    }
}
