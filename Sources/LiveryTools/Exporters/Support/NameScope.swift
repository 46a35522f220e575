/// Hands out names within one scope: the first to ask for a name gets it, later ones get a
/// suffix (`textPrimary2`, `color-bg-2`, …) that skips names already taken, so the result
/// depends only on the order of the requests.
///
/// ```swift
/// var scope = NameScope(separator: "-")
/// scope.claim("bg")   // "bg"
/// scope.claim("bg")   // "bg-2"
/// ```
struct NameScope {
    private var used: Set<String>
    /// What stands between a name and its suffix (`""` for Swift identifiers, `-`, `_`).
    let separator: String

    init(reserved: Set<String> = [], separator: String = "") {
        used = reserved
        self.separator = separator
    }

    /// `base`, or `base` with the first free suffix from 2 on; the name is taken from then on.
    mutating func claim(_ base: String) -> String {
        // Most names are free: one insertion claims them.
        if used.insert(base).inserted { return base }
        var name = base
        var n = 2
        while used.contains(name) {
            name = "\(base)\(separator)\(n)"
            n += 1
        }
        used.insert(name)
        return name
    }
}
