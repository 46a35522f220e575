import LiveryCore

/// The state variants a designer's anchor speaks for. States are found by name
/// (``stem(of:)``): tokens named the same but for a state word — `…Color.Rest` and
/// `…Color.Hover`, `activePrimary` and `hoverPrimary`, `background-color.error` and
/// `background-color.error--hover`, `on-brand.default` and `on-brand.clicked`. Of an anchored
/// token's unstated states:
/// - one of the same light color takes the anchored color: states the light does not tell
///   apart, the dark does not either (PatternFly's white `on-brand` text at rest, hovered and
///   clicked, all `gray.90` in its dark);
/// - where the anchored token is stated as its own light color ("this stays as it is in the
///   dark", Fluent's white `BrandBackgroundInverted`), the others keep their light colors too.
///
/// A designer who keeps a resting button keeps its hover and pressed colors with it, and
/// states one token rather than four. An anchor of a new color says nothing of states of
/// another light color: how far a state sits from a moved surface is a design choice
/// (Fluent's pressed steps darken in its dark, Codex's lighten), not something one anchor says.
///
/// ```swift
/// let states = AnchoredStates(
///     anchors: ["color.bg.rest": .white], names: ["color.bg.rest", "color.bg.hover", "color.text"],
///     color: { _ in .white })
/// states.followers["color.bg.hover"]?.anchored   // "color.bg.rest"
/// ```
struct AnchoredStates {
    /// What a state takes from its anchored sibling.
    struct Follower: Equatable {
        /// The anchored token it follows.
        var anchored: String
        /// The color it takes: the anchor's, or `nil` when it keeps its own light color.
        var color: Color?
    }

    /// The unstated states that follow an anchored sibling, by token name.
    let followers: [String: Follower]

    /// The words naming a state of a surface, and its resting state (`…Color.Rest`,
    /// `…default`). Not focus: a focus color draws a ring of its own, which designs keep
    /// where its surface moves (Codex's `color.progressive--focus` beside its moved hover).
    static let stateWords: Set<String> = StateFamilies.stateWords.subtracting(["focus", "focused"]).union([
        "clicked", "rest", "default",
    ])

    /// The states of `names` that follow their anchored siblings (`anchors`); light colors
    /// (`color`) are compared as written hex, alpha included. An anchored token follows none.
    init(anchors: [String: Color], names: [String], color: (String) -> Color?) {
        var anchoredByStem: [String: [(name: String, isState: Bool, anchor: Color, light: Color)]] = [:]
        for (name, anchor) in anchors.sorted(by: { $0.key < $1.key }) {
            guard let stem = Self.stem(of: name), let light = color(name) else { continue }
            anchoredByStem[stem.key, default: []].append((name, stem.isState, anchor, light))
        }
        var followers: [String: Follower] = [:]
        for name in names where anchors[name] == nil {
            guard let stem = Self.stem(of: name), let light = color(name) else { continue }
            // Two tokens of one stem are states of each other when either names its state.
            let siblings = (anchoredByStem[stem.key] ?? []).filter { stem.isState || $0.isState }
            if let same = siblings.first(where: { $0.light.hex == light.hex }) {
                followers[name] = Follower(anchored: same.name, color: same.anchor)
            } else if let keeping = siblings.first(where: { $0.anchor.hex == $0.light.hex }) {
                followers[name] = Follower(anchored: keeping.name, color: nil)
            }
        }
        self.followers = followers
    }

    /// The name `name` shares with its state variants: its group and the words of its last
    /// segment (``TokenRoleInference/words(of:)``) without ``stateWords``
    /// (`a.b.secondary-hover` → `a.b` + `secondary`, `color.hoverPrimary` → `color` +
    /// `primary`); `isState` when one was dropped. `nil` for a name with no words.
    static func stem(of name: String) -> (key: String, isState: Bool)? {
        let group = PaletteRamp.group(of: name)
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let words = TokenRoleInference.words(of: last)
        guard !words.isEmpty else { return nil }
        let kept = words.filter { !stateWords.contains($0) }
        return (group + "\u{1F}" + kept.joined(separator: "\u{1F}"), kept.count < words.count)
    }

    /// Why a state takes its color, in the report.
    static func reason(_ follower: Follower) -> String {
        follower.color == nil
            ? "a state of \(follower.anchored), which is stated as its light color: kept"
            : "a state of \(follower.anchored), of the same light color: its stated color"
    }
}
