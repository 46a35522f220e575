import LiveryCore

/// What a color token is used for, which decides how a strategy maps it and which side of a
/// failing pair moves.
public enum TokenRole: String, Sendable, Hashable, CaseIterable {
    /// Read on a background: text, icons, borders.
    case foreground
    /// A foreground read only as a non-text element (borders, icons, focus rings: every pair it
    /// is in asks less than text's 4.5:1). A designer's dark mirrors these across the palette
    /// rather than brightening them like text.
    case nonText = "non-text"
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
/// light theme. A foreground every pair of which asks less than 4.5:1 (`required`) is
/// *non-text*.
struct TokenRoleInference {
    private(set) var roles: [String: TokenRole] = [:]
    /// For on-emphasis foregrounds: the background they are read on (the first pair's).
    private(set) var emphasisBackground: [String: String] = [:]

    /// `implied` pairs (``ImpliedPairs``) give roles as `pairs` do, but have no say in the
    /// theme's polarity.
    init(
        pairs declared: [ContrastPair], implied: [ContrastPair] = [], names: [String], aliases: [String: String],
        lightness: (String) -> Double?, required: (ContrastPair) -> Double = { _ in textMinimum }
    ) {
        let pairs = declared + implied
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
        for (index, pair) in pairs.enumerated() {
            guard let fg = lightness(pair.foreground), let bg = lightness(pair.background) else { continue }
            polarity.append((pair, fg < bg))
            guard index < declared.count else { continue }
            if fg < bg { darkOnLight += 1 } else { lightOnDark += 1 }
        }
        let dominant = darkOnLight >= lightOnDark
        for (pair, darker) in polarity where roles[pair.foreground] == .foreground && darker != dominant {
            roles[pair.foreground] = .onEmphasis
            if emphasisBackground[pair.foreground] == nil { emphasisBackground[pair.foreground] = pair.background }
        }
        var readsAsText: Set<String> = []
        for pair in pairs where required(pair) >= Self.textMinimum { readsAsText.insert(pair.foreground) }
        for (name, role) in roles where role == .foreground && !readsAsText.contains(name) { roles[name] = .nonText }
        for name in names where roles[name] == nil {
            if let referred = aliases[name], let role = roles[referred] {
                roles[name] = role
                if let bg = emphasisBackground[referred] { emphasisBackground[name] = bg }
            }
        }
        // A primitive several semantic tokens alias takes the role of the first in source
        // order (then by name for aliases outside `names`): never the hashed dictionary's
        // order, which Swift seeds per process.
        let known = Set(names)
        let aliasing = names.filter { aliases[$0] != nil } + aliases.keys.filter { !known.contains($0) }.sorted()
        for name in aliasing {
            guard let referred = aliases[name], roles[referred] == nil else { continue }
            if let role = roles[name], role != .onEmphasis { roles[referred] = role }
        }
        for name in names where roles[name] == nil { roles[name] = Self.role(fromWordsOf: name) }
    }

    func role(of name: String) -> TokenRole { roles[name] ?? Self.role(fromWordsOf: name) }

    /// WCAG's minimum for body text; a foreground no pair holds to it is non-text.
    static let textMinimum = 4.5

    /// Words naming a color meant to be the same in every theme: Material's `fixed` roles,
    /// `static` colors, shadows and scrims (which darken what lies below in a dark theme too;
    /// a light "shadow" color is a ring, ``isInvariant(_:color:)``).
    private static let invariantWords: Set<String> = ["fixed", "static", "shadow", "scrim"]

    /// Words naming what dims the page under a dialog when translucent and dark: Carbon's and
    /// Fluent's `overlay`, CSS's and PatternFly's `backdrop` (the `::backdrop` of a dialog).
    private static let dimmingWords: Set<String> = ["overlay", "backdrop"]

    /// Surfaces a name can say a color is always read on (`BrandForegroundOnLight`) or always
    /// is (Base Web's `backgroundAlwaysDark`): the surface stays light in a dark theme, so the
    /// color does too.
    private static let fixedSurfaces: Set<String> = ["light", "dark"]
    /// The words before ``fixedSurfaces`` that fix a color to them: `on light`, `always dark`.
    private static let fixingWords: Set<String> = ["on", "always"]

    /// Whether the name says the color stays as it is in every theme (`sys.color.primary-fixed`,
    /// `BrandForegroundOnLight`, `backgroundAlwaysDark`). With its `color`, a translucent dark `overlay` or `backdrop`
    /// is one too: it dims what lies under a dialog, and dims in a dark theme as well (Carbon's
    /// `overlay01`, Fluent's `BackgroundOverlay`, PatternFly's `backdrop`; an opaque one is a
    /// surface and moves), and so is a fully transparent color (`transparent`,
    /// `SubtleBackground` at rest), which shows nothing in any theme and is written as it was
    /// rather than as a transparent light grey.
    static func isInvariant(_ name: String, color: Color? = nil) -> Bool {
        if let color, color.alpha <= 0 { return true }
        let words = words(of: name)
        if let color, color.alpha < 1, OKLCHValue(color).l < 0.5, words.contains(where: dimmingWords.contains) {
            return true
        }
        // A light "shadow" (Codex's white `box-shadow.color.inverted`, its blue rings) is a
        // ring drawn with a box shadow, and moves as a border does.
        let lightShadow = color.map { OKLCHValue($0).l >= 0.5 } ?? false
        return words.contains { invariantWords.contains($0) && !($0 == "shadow" && lightShadow) }
            || zip(words, words.dropFirst()).contains { fixingWords.contains($0) && fixedSurfaces.contains($1) }
    }

    /// Words naming a pale tint of a color rather than the color itself (`yellow-subtle-background`,
    /// `bgColor.accent.muted`, `color-background-error-weakest`).
    private static let tintWords: Set<String> = ["subtle", "muted", "weak", "weaker", "weakest", "soft", "tint"]

    /// Whether the name says the color is a pale tint (``tintWords``).
    static func isTint(_ name: String) -> Bool { words(of: name).contains { tintWords.contains($0) } }

    /// The words of a name, lowercased: split at `.`, `-`, `_` and spaces, and inside a
    /// CamelCase word where a capital starts a word (`NeutralForegroundOnBrand` → `neutral`,
    /// `foreground`, `on`, `brand`; an acronym's capitals stay one word, `UIText` → `ui`, `text`)
    /// and where letters and digits meet (`NeutralForeground1Static` → …, `foreground`, `1`,
    /// `static`).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        for part in name.split(whereSeparator: { ".-_ ".contains($0) }) {
            let characters = Array(part)
            var word = ""
            for (index, character) in characters.enumerated() {
                if let previous = word.last {
                    let next = index + 1 < characters.count ? characters[index + 1] : nil
                    let startsWord =
                        (character.isUppercase && (previous.isLowercase || previous.isNumber))
                        || (character.isUppercase && previous.isUppercase && next?.isLowercase == true)
                        || (character.isNumber != previous.isNumber)
                    if startsWord {
                        words.append(word.lowercased())
                        word = ""
                    }
                }
                word.append(character)
            }
            if !word.isEmpty { words.append(word.lowercased()) }
        }
        return words
    }

    static let foregroundWords: Set<String> = [
        "text", "icon", "border", "foreground", "fg", "stroke", "outline", "divider", "label", "link",
    ]
    private static let backgroundWords: Set<String> = [
        "background", "bg", "surface", "fill", "overlay", "scrim", "canvas", "page", "backdrop",
    ]

    /// The role a name's words suggest, `unpaired` when they suggest none.
    static func role(fromWordsOf name: String) -> TokenRole {
        for word in words(of: name).reversed() {
            if foregroundWords.contains(word) { return .foreground }
            if backgroundWords.contains(word) { return .background }
        }
        return .unpaired
    }
}
