import LiveryCore

/// The token chosen for each ``PreviewRole``, by name and type (see ``PreviewRole`` for the rules).
///
/// ```swift
/// let map = PreviewRoleMap(colorTokens: ["color.background", "color.primaryText", "color.tint"])
/// map.token(for: .text)         // "color.primaryText"
/// map.token(for: .surface)      // "color.background" (the background role's token)
/// map.token(for: .danger)       // "color.tint" (through the accent role)
/// ```
public struct PreviewRoleMap: Sendable, Hashable {
    /// The token chosen for each role id, after fallbacks; roles left without one are absent.
    public let tokens: [String: String]

    /// Chooses among `colorTokens` (names of color tokens, in the source's order).
    public init(colorTokens: [String]) {
        self.init(tokens: colorTokens.map { ($0, TokenType.color) })
    }

    /// Chooses among `tokens` (names and types, in the source's order).
    public init(tokens: [(name: String, type: TokenType)]) {
        let candidates = tokens.enumerated().map { index, token in
            Candidate(name: token.name, type: token.type, index: index, words: TokenWords.words(in: token.name))
        }
        var direct: [String: String] = [:]
        for role in PreviewRole.all {
            if let name = Self.match(role, candidates) { direct[role.id] = name }
        }
        var tokens: [String: String] = [:]
        let roles = Dictionary(uniqueKeysWithValues: PreviewRole.all.map { ($0.id, $0) })
        for role in PreviewRole.all {
            var current: PreviewRole? = role
            var seen: Set<String> = []
            while let r = current, !seen.contains(r.id) {
                seen.insert(r.id)
                if let name = direct[r.id] {
                    tokens[role.id] = name
                    break
                }
                current = r.fallbackRole.flatMap { roles[$0] }
            }
        }
        self.tokens = tokens
    }

    /// The token that styles `role`, or `nil` when the role falls back to its system color.
    public func token(for role: PreviewRole) -> String? { tokens[role.id] }

    private struct Candidate {
        let name: String
        let type: TokenType
        let index: Int
        let words: [String]

        var looksLikePaletteStep: Bool { TokenWords.looksLikePaletteStep(words) }
    }

    private static func match(_ role: PreviewRole, _ candidates: [Candidate]) -> String? {
        for pattern in role.patterns {
            let matches = candidates.filter { c in
                c.type == role.type && pattern.allSatisfy(c.words.contains)
                    && !c.words.contains(where: role.excluded.contains)
            }
            let best = matches.min { a, b in rank(a, pattern) < rank(b, pattern) }
            if let best { return best.name }
        }
        return nil
    }

    /// Palette-like names last, then fewest other (non-neutral) words, fewest words, earliest.
    private static func rank(_ c: Candidate, _ pattern: [String]) -> Rank {
        let others = c.words.filter { !pattern.contains($0) && !PreviewRole.neutralWords.contains($0) }
        return Rank(palette: c.looksLikePaletteStep ? 1 : 0, others: others.count, words: c.words.count, index: c.index)
    }

    private struct Rank: Comparable {
        let palette: Int
        let others: Int
        let words: Int
        let index: Int

        static func < (a: Rank, b: Rank) -> Bool {
            (a.palette, a.others, a.words, a.index) < (b.palette, b.others, b.words, b.index)
        }
    }
}
