/// Custom property names for token names: `color.text.primary` → `--color-text-primary`.
///
/// Path segments are joined by `-`; characters other than ASCII letters, digits, `-` and `_`
/// become `-`. Names that collide keep the first (in token order); the others get `-2`, `-3`, ….
///
/// The CSS exporter (LiveryTools) and the web bridge (Livery) both name properties here, so a
/// page that loads the exported stylesheet and a web view the app updates read the same names.
package enum CSSPropertyNames {
    /// The property of each of `tokens`, by token name.
    package static func names(for tokens: [String]) -> [String: String] {
        UniqueNames.make(for: tokens, derive)
    }

    /// ``names(for:)`` in the order of `tokens`.
    package static func list(for tokens: [String]) -> [String] {
        UniqueNames.list(for: tokens, derive)
    }

    /// The properties a typography writes beside its `font` shorthand (see ``CSSTokenText``).
    package static let typographyMembers = [
        "-font-family", "-font-size", "-font-weight", "-letter-spacing", "-line-height",
    ]

    /// ``list(for:)``, where the tokens at `typography` also write one property per member
    /// (`--type-body-font-size`, …): a typography whose members would take another token's
    /// property (a dimension `type.body.font-size`) or another typography's members gets the
    /// next free name instead (`--type-body-2`, its members after it).
    package static func list(for tokens: [String], typography: Set<Int>) -> [String] {
        var names = UniqueNames.list(for: tokens, derive)
        guard !typography.isEmpty else { return names }
        var taken = Set(names)
        var scope = NameScope(reserved: taken, separator: "-")
        for index in names.indices where typography.contains(index) {
            var name = names[index]
            var isOwn = true // its own name is taken by itself
            while !(isOwn || !taken.contains(name)) || typographyMembers.contains(where: { taken.contains(name + $0) })
            {
                name = scope.claim(derive(tokens[index]))
                isOwn = false
            }
            taken.insert(name)
            names[index] = name
            for member in typographyMembers { taken.insert(name + member) }
        }
        return names
    }

    private static func derive(_ token: String) -> String { "--" + UniqueNames.slug(token) }
}
