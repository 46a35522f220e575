/// Custom property names for token names: `color.text.primary` → `--color-text-primary`.
///
/// Path segments are joined by `-`; characters other than ASCII letters, digits, `-` and `_`
/// become `-`. Names that collide keep the first (in token order); the others get `-2`, `-3`, ….
enum CSSPropertyNames {
    static func names(for tokens: [String]) -> [String: String] {
        UniqueNames.make(for: tokens) { "--" + UniqueNames.slug($0) }
    }
}
