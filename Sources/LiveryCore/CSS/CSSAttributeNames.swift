/// The `data-` attribute that selects a modifier's context: `theme` → `data-theme`.
///
/// The exported stylesheet's selectors (`[data-theme="dark"]`) and the web bridge's
/// `setAttribute` calls both take the name from here.
package enum CSSAttributeNames {
    /// `data-` and the modifier name, lowercased, characters other than ASCII letters, digits
    /// and `-` replaced by `-` (`Brand_Color` → `data-brand-color`).
    package static func attribute(for modifier: String) -> String {
        "data-" + String(UniqueNames.slug(modifier.lowercased()).map { $0 == "_" ? "-" : $0 })
    }
}
