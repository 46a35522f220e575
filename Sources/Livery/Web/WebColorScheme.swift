/// The CSS `color-scheme` a web view's page gets: what `prefers-color-scheme`, form controls
/// and `light-dark()` follow.
public enum WebColorScheme: String, Sendable, Hashable {
    /// `color-scheme: light`.
    case light
    /// `color-scheme: dark`.
    case dark
}
