import LiveryCore

/// The state variants a designer's anchor keeps: a token stated as its own light color
/// (`--anchor BrandBackgroundInverted.Fill.Color.Rest=#ffffff`, "this stays as it is in the
/// dark") says the same of its states, which keep their light colors too unless they are
/// stated themselves. A designer who keeps a resting button keeps its hover and pressed
/// colors with it, and states one token rather than four.
///
/// States are found by name (``stem(of:)``): tokens named the same but for a state word —
/// `…Color.Rest` and `…Color.Hover`, `activePrimary` and `hoverPrimary`,
/// `background-color.error` and `background-color.error--hover`. An anchor of any other
/// color moves only its own token: how far a state sits from a moved surface is a design
/// choice (Fluent's pressed steps darken in its dark, Codex's lighten), not something one
/// anchor says.
///
/// ```swift
/// let states = AnchoredStates(
///     anchors: ["color.bg.rest": .white], names: ["color.bg.rest", "color.bg.hover", "color.text"],
///     color: { _ in .white })
/// states.kept   // ["color.bg.hover": "color.bg.rest"]
/// ```
struct AnchoredStates {
    /// The tokens kept at their light colors, each with the anchored token it follows.
    let kept: [String: String]

    /// The words naming a state of a surface, and its resting state (`…Color.Rest`,
    /// `…default`). Not focus: a focus color draws a ring of its own, which designs keep
    /// where its surface moves (Codex's `color.progressive--focus` beside its moved hover).
    static let stateWords: Set<String> = StateFamilies.stateWords.subtracting(["focus", "focused"]).union([
        "rest", "default",
    ])

    /// The states of `names` whose anchored siblings (`anchors`) keep their light colors
    /// (`color`, compared as written hex, alpha included); an anchored token is never one.
    init(anchors: [String: Color], names: [String], color: (String) -> Color?) {
        var keptStems: [String: String] = [:]
        for (name, anchor) in anchors.sorted(by: { $0.key < $1.key }) {
            guard let stem = Self.stem(of: name), keptStems[stem.key] == nil, let light = color(name),
                light.hex == anchor.hex
            else { continue }
            keptStems[stem.key] = name
        }
        var kept: [String: String] = [:]
        for name in names where anchors[name] == nil {
            guard let stem = Self.stem(of: name), let anchored = keptStems[stem.key] else { continue }
            // Two tokens of one stem are states of each other when either names its state.
            guard stem.isState || Self.stem(of: anchored)?.isState == true else { continue }
            kept[name] = anchored
        }
        self.kept = kept
    }

    /// The name `name` shares with its state variants: its group and the words of its last
    /// segment (``TokenRoleInference/words(of:)``) without ``stateWords``
    /// (`a.b.secondary-hover` → `a.b` + `secondary`, `color.hoverPrimary` → `color` +
    /// `primary`); `isState` when one was dropped. `nil` for a name with
    /// no words.
    static func stem(of name: String) -> (key: String, isState: Bool)? {
        let group = PaletteRamp.group(of: name)
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let words = TokenRoleInference.words(of: last)
        guard !words.isEmpty else { return nil }
        let kept = words.filter { !stateWords.contains($0) }
        return (group + "\u{1F}" + kept.joined(separator: "\u{1F}"), kept.count < words.count)
    }

    /// Why a kept state keeps its color, in the report.
    static func reason(following anchored: String) -> String {
        "a state of \(anchored), which is stated as its light color: kept"
    }
}
