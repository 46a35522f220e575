/// What the user chose for the look of the app: follow the system, or a fixed context of
/// the theme modifier (`light`, `dark`, or any other the theme defines, e.g. `sepia`).
///
/// ```swift
/// try manager.setAppearance(.dark)
/// try manager.setAppearance(.context("sepia"))
/// ```
public enum AppearancePreference: Sendable, Hashable, CustomStringConvertible {
    /// Follow ``SystemAppearance``.
    case system
    /// A fixed context of the theme modifier.
    case context(String)

    /// The `light` context, fixed.
    public static let light = AppearancePreference.context("light")
    /// The `dark` context, fixed.
    public static let dark = AppearancePreference.context("dark")

    /// The form kept in preference stores: `"system"` or the context name.
    public var storedValue: String {
        switch self {
        case .system: "system"
        case .context(let name): name
        }
    }

    /// Reads the stored form back (`"system"` or a context name).
    public init(storedValue: String) {
        self = storedValue == "system" ? .system : .context(storedValue)
    }

    public var description: String { storedValue }
}

/// The appearance the platform reports (trait collection, desktop setting).
public enum SystemAppearance: String, Sendable, Hashable, CaseIterable {
    /// The system shows light content.
    case light
    /// The system shows dark content.
    case dark
}
