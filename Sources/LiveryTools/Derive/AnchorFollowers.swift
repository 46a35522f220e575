import LiveryCore

/// What a designer's anchor says of the tokens beside it: a designer who states one token of a
/// family states the family, and corrects one token where there were several.
///
/// Of an anchored token's unstated **states** — tokens named the same but for a state word
/// (``stem(of:)``: `…Color.Rest` and `…Color.Hover`, `activePrimary` and `hoverPrimary`,
/// `background-color.error` and `background-color.error--hover`, `on-brand.default` and
/// `on-brand.clicked`):
/// - one of the same light color takes the anchored color: states the light does not tell
///   apart, the dark does not either (PatternFly's white `on-brand` text at rest, hovered and
///   clicked, all `gray.90` in its dark);
/// - where the anchored token is stated as its own light color ("this stays as it is in the
///   dark", Fluent's white `BrandBackgroundInverted`), the others keep their light colors too.
///
/// Its **analogues** — tokens whose names differ from its name in one word, on the step of the
/// same number of another ramp (`nonstatus.red.default` on `red.30` beside
/// `nonstatus.blue.default` on `blue.30`) — take the step of the anchored number on their own
/// ramp, where it has one (`blue.30` stated as `blue.20`: `red.30` → `red.20`). This needs
/// the anchor to be a step of the anchored token's ramp or of its counterpart for the derived
/// context (Base Web's `bannerActionHighNegative`, `red700` stated as `red300Dark`: the
/// positive one, `green700`, → `green300Dark`); tokens on the same ramp are no
/// analogues (Fluent's `NeutralForegroundInverted2` and `…InvertedLink` share `White` and part
/// ways in its dark).
///
/// Anything else an anchor leaves alone: how far a state of another light color sits from a
/// moved surface is a design choice (Fluent's pressed steps darken in its dark, Codex's
/// lighten), not something one anchor says. A follower is a starting color; pairs still move
/// it, and a token that refers to another derived token keeps following that one.
///
/// ```swift
/// let followers = AnchorFollowers(
///     anchors: ["color.bg.rest": .white], names: ["color.bg.rest", "color.bg.hover", "color.text"],
///     color: { _ in .white })
/// followers.followers["color.bg.hover"]?.anchored   // "color.bg.rest"
/// ```
struct AnchorFollowers {
    /// What a token takes from the anchored token it follows.
    struct Follower: Equatable {
        /// The anchored token it follows.
        var anchored: String
        /// The color it takes: the anchor's, a step of its ramp, or `nil` when it keeps its own
        /// light color.
        var color: Color?
        /// The palette step it lands on when it is an analogue; `nil` for a state.
        var step: String?

        /// Whether it is an analogue rather than a state.
        var isAnalogue: Bool { step != nil }
    }

    /// The unstated tokens that follow an anchor, by name.
    let followers: [String: Follower]

    /// The words naming a state of a surface, and its resting state (`…Color.Rest`,
    /// `…default`). Not focus: a focus color draws a ring of its own, which designs keep
    /// where its surface moves (Codex's `color.progressive--focus` beside its moved hover).
    static let stateWords: Set<String> = StateFamilies.stateWords.subtracting(["focus", "focused"]).union([
        "clicked", "rest", "default",
    ])

    /// The tokens of `names` that follow `anchors`. Light colors (`color`) are compared as
    /// written hex, alpha included; `aliases` are the source's references and `palette` the
    /// steps of its shared ramps. An anchored token follows none.
    init(
        anchors: [String: Color], names: [String], color: (String) -> Color?, aliases: [String: String] = [:],
        palette: [(name: String, color: Color)] = [], counterparts: [String: String] = [:]
    ) {
        // One click states nothing: no token is looked at.
        guard !anchors.isEmpty else {
            followers = [:]
            return
        }
        let sorted = anchors.sorted { $0.key < $1.key }
        var anchoredByStem: [String: [(name: String, isState: Bool, anchor: Color, light: Color)]] = [:]
        for (name, anchor) in sorted {
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
        let ramps = Dictionary(grouping: palette) { PaletteRamp.scale(of: $0.name) }
        let moves = sorted.compactMap { name, anchor -> Move? in
            guard let step = aliases[name] else { return nil }
            let scale = PaletteRamp.scale(of: step)
            // The anchor is a step of the token's ramp, or of that ramp's counterpart for the
            // derived context (Base Web's `red300Dark` for a token on `red700`).
            let landings = [(scale, false)] + (counterparts[scale].map { [($0, true)] } ?? [])
            for (landingScale, isCounterpart) in landings {
                guard let landing = ramps[landingScale]?.first(where: { $0.color.hex == anchor.hex }) else { continue }
                return Move(
                    anchored: name, words: TokenRoleInference.words(of: name), scale: scale,
                    from: PaletteRamp.stepNumber(of: step), to: PaletteRamp.stepNumber(of: landing.name),
                    toCounterpart: isCounterpart)
            }
            return nil
        }
        for name in names where !moves.isEmpty && anchors[name] == nil && followers[name] == nil {
            guard let step = aliases[name] else { continue }
            let scale = PaletteRamp.scale(of: step)
            let number = PaletteRamp.stepNumber(of: step)
            let words = TokenRoleInference.words(of: name)
            for move in moves where move.from == number && move.scale != scale && move.words.count == words.count {
                guard zip(move.words, words).filter({ $0 != $1 }).count == 1,
                    let landingScale = move.toCounterpart ? counterparts[scale] : scale,
                    let landing = ramps[landingScale]?.first(where: { PaletteRamp.stepNumber(of: $0.name) == move.to })
                else { continue }
                followers[name] = Follower(anchored: move.anchored, color: landing.color, step: landing.name)
                break
            }
        }
        self.followers = followers
    }

    /// An anchor on a ramp's step: the anchored token moves from one step number to another.
    private struct Move {
        var anchored: String
        var words: [String]
        var scale: String
        var from: String
        var to: String
        /// Whether the anchor is a step of the ramp's counterpart (``PaletteRamp/counterparts(in:context:)``).
        var toCounterpart: Bool
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

    /// Why a follower takes its color, in the report.
    static func reason(_ follower: Follower) -> String {
        if follower.isAnalogue {
            return "an analogue of \(follower.anchored) on another ramp: the step of the number it is stated at"
        }
        return follower.color == nil
            ? "a state of \(follower.anchored), which is stated as its light color: kept"
            : "a state of \(follower.anchored), of the same light color: its stated color"
    }
}
