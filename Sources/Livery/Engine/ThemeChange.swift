/// One change of the effective theme, delivered to observers after bindings are updated.
public struct ThemeChange: Sendable {
    /// Why the theme changed.
    public enum Reason: String, Sendable, Hashable {
        /// The user's appearance choice changed (``ThemeManager/setAppearance(_:)``).
        case appearance
        /// The system appearance changed (``ThemeManager/systemAppearance``).
        case systemAppearance
        /// Another modifier's context was chosen (``ThemeManager/setModifier(_:to:)``).
        case modifier
        /// The text scale changed (``ThemeManager/textScale``).
        case textScale
        /// A custom layer was installed or removed.
        case layer
        /// The theme source was replaced (``ThemeManager/replaceSource(_:)``).
        case source
        /// Another user's preferences were loaded (``ThemeManager/switchUser(to:)``).
        case user
    }

    /// The new global theme.
    public let theme: Theme
    /// The user's appearance choice after the change.
    public let appearance: AppearancePreference
    /// The system appearance after the change.
    public let systemAppearance: SystemAppearance
    /// What changed.
    public let reason: Reason
}
