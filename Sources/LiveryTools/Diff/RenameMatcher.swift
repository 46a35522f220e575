import LiveryCore

/// The rename heuristic: among the tokens one side removed and the other added, a removed and an
/// added token with the same type and value and the same place — the same parent group first,
/// else the same last name segment — are one renamed token.
///
/// Only one-to-one matches count: when two removed (or two added) tokens share a key, none of
/// them is paired, so a guess is never arbitrary and the result does not depend on order.
enum RenameMatcher {
    /// A token that exists on one side only.
    struct Candidate {
        let name: String
        let side: TokenSide
    }

    /// The pairs found (old name, new name), and what stays removed and added.
    static func match(
        removed: [Candidate], added: [Candidate]
    ) -> (renames: [(old: Candidate, new: Candidate)], removed: [Candidate], added: [Candidate]) {
        var renames: [(old: Candidate, new: Candidate)] = []
        var removed = removed
        var added = added
        for place in places {
            guard !removed.isEmpty, !added.isEmpty else { break }
            let found = pairs(removed, added, place: place)
            guard !found.isEmpty else { continue }
            renames += found
            let oldNames = Set(found.map(\.old.name))
            let newNames = Set(found.map(\.new.name))
            removed.removeAll { oldNames.contains($0.name) }
            added.removeAll { newNames.contains($0.name) }
        }
        return (renames, removed, added)
    }

    /// What "the same place" means, in the order tried.
    private static let places: [@Sendable (String) -> Substring] = [parentGroup, lastSegment]

    private struct Key: Hashable {
        let place: Substring
        let type: TokenType
        let value: TokenValue
    }

    private static func pairs(
        _ removed: [Candidate], _ added: [Candidate], place: (String) -> Substring
    ) -> [(old: Candidate, new: Candidate)] {
        func key(_ candidate: Candidate) -> Key {
            Key(place: place(candidate.name), type: candidate.side.type, value: candidate.side.value)
        }
        let old = Dictionary(grouping: removed, by: key)
        let new = Dictionary(grouping: added, by: key)
        return old.compactMap { key, olds in
            guard olds.count == 1, let news = new[key], news.count == 1 else { return nil }
            return (olds[0], news[0])
        }
    }

    /// `color.bg.default` → `color.bg`.
    static func parentGroup(_ name: String) -> Substring {
        name.lastIndex(of: ".").map { name[..<$0] } ?? ""
    }

    /// `color.bg.default` → `default`.
    static func lastSegment(_ name: String) -> Substring {
        name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? Substring(name)
    }
}
