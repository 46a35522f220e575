/// Custom property names for token names: `color.text.primary` → `--color-text-primary`.
///
/// Path segments are joined by `-`; characters other than ASCII letters, digits, `-` and `_`
/// become `-`. Names that collide keep the first (in token order); the others get `-2`, `-3`, ….
enum CSSPropertyNames {
    static func names(for tokens: [String]) -> [String: String] {
        UniqueNames.make(for: tokens, derive)
    }

    /// ``names(for:)`` in the order of `tokens`.
    static func list(for tokens: [String]) -> [String] {
        UniqueNames.list(for: tokens, derive)
    }

    private static func derive(_ token: String) -> String { "--" + UniqueNames.slug(token) }
}
