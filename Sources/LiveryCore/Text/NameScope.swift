/// Hands out names within one scope: the first to ask for a name gets it, later ones get a
/// suffix (`textPrimary2`, `color-bg-2`, …) that skips names already taken, so the result
/// depends only on the order of the requests.
///
/// ```swift
/// var scope = NameScope(separator: "-")
/// scope.claim("bg")   // "bg"
/// scope.claim("bg")   // "bg-2"
/// ```
///
/// - Complexity: ``claim(_:)`` is amortised O(1) hash operations per name, however many
///   requests share one base.
package struct NameScope {
    private var used: Set<String>
    /// For each base that has had to take a suffix, the suffix its next search starts from.
    ///
    /// Every suffix from 2 up to (not including) it is taken, and names are never given back,
    /// so starting there finds the same first free suffix as counting up from 2 would.
    private var nextSuffix: [String: Int] = [:]
    /// What stands between a name and its suffix (`""` for Swift identifiers, `-`, `_`).
    package let separator: String
    /// Whether names that differ only in letter case are the same name (file names: macOS'
    /// default file system does not tell `Bg` from `bg`).
    package let ignoresCase: Bool

    package init(reserved: Set<String> = [], separator: String = "", ignoresCase: Bool = false) {
        used = ignoresCase ? Set(reserved.map { $0.lowercased() }) : reserved
        self.separator = separator
        self.ignoresCase = ignoresCase
    }

    /// `base`, or `base` with the first free suffix from 2 on; the name is taken from then on.
    package mutating func claim(_ base: String) -> String {
        // Most names are free: one insertion claims them.
        if used.insert(key(base)).inserted { return base }
        var n = nextSuffix[key(base)] ?? 2
        var name = "\(base)\(separator)\(n)"
        // Each suffix skipped here is one taken for good: it is never probed for this base again.
        while !used.insert(key(name)).inserted {
            n += 1
            name = "\(base)\(separator)\(n)"
        }
        nextSuffix[key(base)] = n + 1
        return name
    }

    private func key(_ name: String) -> String { ignoresCase ? name.lowercased() : name }
}
