/// One change of the effective theme, delivered to observers after bindings are updated.
public struct ThemeChange: Sendable {
    /// Why the theme changed.
    public enum Reason: String, Sendable, Hashable {
        case appearance
        case systemAppearance
        case modifier
        case textScale
        case layer
        case source
        case user
    }

    /// The new global theme.
    public let theme: Theme
    public let appearance: AppearancePreference
    public let systemAppearance: SystemAppearance
    public let reason: Reason
}
