/// How names in foreign formats become DTCG token paths, and which paths DTCG allows.
///
/// The naming rules, kept stable so that export → import round trips are exact:
/// - SwiftTheme: nested dictionary keys are path segments (`Global` → `backgroundColor`
///   gives `Global.backgroundColor`).
/// - DKNightVersion and Swift enum pairs: the key or case name is one segment, verbatim.
/// - Xcode asset catalogs: folders with `provides-namespace` add a segment; a colorset
///   name is split at `.` (`color.background.colorset` → `color.background`).
/// - Android: a resource name is split at `_` (`brand_primary` → `brand.primary`), except
///   when that would place it under another color's name (`primary` and `primary_dark`):
///   such a name, and any with empty parts (`a__b`, `_a`), stays one segment, verbatim.
/// No other case changes or camelCase splitting happen.
enum TokenPath {
    /// Why `path` is not a valid DTCG token path, or `nil` when it is: segments must be
    /// non-empty, must not start with `$` and must not contain `{`, `}` or `.`.
    static func problem(in path: [String]) -> String? {
        if path.isEmpty { return "the token has no name" }
        for segment in path {
            if segment.isEmpty { return "a token name has an empty part" }
            if segment.hasPrefix("$") { return "the name \"\(segment)\" starts with \"$\", which DTCG reserves" }
            if let bad = segment.first(where: { "{}.".contains($0) }) {
                return "the name \"\(segment)\" contains \"\(bad)\", which DTCG names cannot contain"
            }
        }
        return nil
    }

    /// Splits a dotted name into segments (`color.background` → `["color", "background"]`).
    static func dotted(_ name: String) -> [String] {
        name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Android resource names to paths, by the underscore rule above.
    static func android(_ names: some Sequence<String>) -> [String: [String]] {
        let all = Set(names)
        var result: [String: [String]] = [:]
        for name in all {
            let parts = name.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
            let hasEmptyPart = parts.contains(where: \.isEmpty)
            let passesThroughAnother = (1..<max(parts.count, 1)).contains {
                all.contains(parts[0..<$0].joined(separator: "_"))
            }
            result[name] = hasEmptyPart || passesThroughAnother ? [name] : parts
        }
        return result
    }

    /// The path as written inside a DTCG reference, `{a.b}`.
    static func reference(_ path: [String]) -> String {
        "{" + path.joined(separator: ".") + "}"
    }
}
