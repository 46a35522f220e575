import LiveryCore

/// What a color token is used for, which decides how a strategy maps it and which side of a
/// failing pair moves.
public enum TokenRole: String, Sendable, Hashable, CaseIterable {
    /// Read on a background: text, icons, borders.
    case foreground
    /// A foreground whose background is an emphasis color rather than a surface (the white
    /// text on a dark button of a light theme): it follows its background, not the page.
    case onEmphasis = "on-emphasis"
    /// A surface something is read on (or a backdrop a translucent surface is composited over).
    case background
    /// Foreground in some pairs and background in others.
    case both
    /// Named by no pair and no alias of a paired token; mapped as a background is.
    case unpaired
}

/// Infers each token's role: from the pairs first, then from aliases (a token referring to a
/// paired token, or referred to by one, takes its role), then from the words of its name
/// (`text`, `icon`, `border` → foreground; `background`, `surface` → background).
///
/// A foreground is *on-emphasis* when, in the source, it sits on the other side of its
/// backgrounds than the theme's text sits of its page: light text on the dark buttons of a
/// light theme.
struct TokenRoleInference {
    private(set) var roles: [String: TokenRole] = [:]
    /// For on-emphasis foregrounds: the background they are read on (the first pair's).
    private(set) var emphasisBackground: [String: String] = [:]

    init(pairs: [ContrastPair], names: [String], aliases: [String: String], lightness: (String) -> Double?) {
        var isForeground: Set<String> = []
        var isBackground: Set<String> = []
        for pair in pairs {
            isForeground.insert(pair.foreground)
            isBackground.insert(pair.background)
            isBackground.formUnion(pair.over)
        }
        for name in isForeground.union(isBackground) {
            roles[name] =
                isForeground.contains(name) ? (isBackground.contains(name) ? .both : .foreground) : .background
        }
        // The theme's polarity: is its text darker than what it is read on, mostly?
        var darkOnLight = 0
        var lightOnDark = 0
        var polarity: [(ContrastPair, Bool)] = []
        for pair in pairs {
            guard let fg = lightness(pair.foreground), let bg = lightness(pair.background) else { continue }
            polarity.append((pair, fg < bg))
            if fg < bg { darkOnLight += 1 } else { lightOnDark += 1 }
        }
        let dominant = darkOnLight >= lightOnDark
        for (pair, darker) in polarity where roles[pair.foreground] == .foreground && darker != dominant {
            roles[pair.foreground] = .onEmphasis
            if emphasisBackground[pair.foreground] == nil { emphasisBackground[pair.foreground] = pair.background }
        }
        for name in names where roles[name] == nil {
            if let referred = aliases[name], let role = roles[referred] {
                roles[name] = role
                if let bg = emphasisBackground[referred] { emphasisBackground[name] = bg }
            }
        }
        for (name, referred) in aliases where roles[referred] == nil {
            if let role = roles[name], role != .onEmphasis { roles[referred] = role }
        }
        for name in names where roles[name] == nil { roles[name] = Self.role(fromWordsOf: name) }
    }

    func role(of name: String) -> TokenRole { roles[name] ?? Self.role(fromWordsOf: name) }

    private static let foregroundWords: Set<String> = [
        "text", "icon", "border", "foreground", "fg", "stroke", "outline", "divider", "label", "link",
    ]
    private static let backgroundWords: Set<String> = [
        "background", "bg", "surface", "fill", "overlay", "scrim", "canvas", "page", "backdrop",
    ]

    /// The role a name's words suggest, `unpaired` when they suggest none.
    static func role(fromWordsOf name: String) -> TokenRole {
        let words = name.lowercased().split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" }).map(String.init)
        for word in words.reversed() {
            if foregroundWords.contains(word) { return .foreground }
            if backgroundWords.contains(word) { return .background }
        }
        return .unpaired
    }
}
