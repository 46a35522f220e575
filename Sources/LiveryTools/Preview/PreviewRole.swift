import LiveryCore

/// A semantic part of the preview's sample screens (page background, body text, the accent of
/// a button, …) and how a color token is found for it by name.
///
/// Each role lists word patterns, most wanted first. A color token matches a pattern when its
/// name contains every word of it (words as `TokenWords` splits them: `color.primaryText` is
/// `primary`, `text`) and none of the role's excluded words. The first pattern that any token
/// matches decides; among its matches the name with the fewest other words wins (words such as
/// `default`, `base` or `primary` don't count), names that look like palette steps (a number
/// word, or `palette`, `primitive`, `ref`) lose to others, and ties go to the earlier name.
/// Only tokens of the role's ``type`` are candidates. A role no token matches takes its fallback
/// role's token, and a role left without any token uses its ``defaultValue`` (a CSS system
/// color, or a system font), so the screens always render.
///
/// | role | patterns (first wins) | fallback |
/// |---|---|---|
/// | background | background, bg, canvas, page, surface | — (Canvas) |
/// | surface | surface, card, background+secondary, bg+secondary, elevated, grouped | background |
/// | text | text+primary, foreground+primary, fg+primary, text, foreground, fg, label, content | — (CanvasText) |
/// | secondaryText | text+secondary, foreground+secondary, label+secondary, text+muted, text+subtle, … | text |
/// | accent | tint, accent, primary, brand, link, interactive | — (LinkText) |
/// | onAccent | on+tint, on+accent, on+primary, on+brand | background |
/// | danger | danger, error, destructive, critical, negative | accent |
/// | border | border, separator, divider, outline, stroke, hairline | secondaryText |
/// | bodyFont (typography) | body, text, paragraph, default, base | — (inherit) |
/// | titleFont (typography) | headline, title, heading, h2, h1, display | — (600 17px system-ui) |
public struct PreviewRole: Sendable, Hashable {
    /// The role's name, used in `data-` attributes and reports (`background`, `secondaryText`).
    public let id: String
    /// Word patterns, most wanted first.
    let patterns: [[String]]
    /// Words that disqualify a token for this role.
    let excluded: Set<String>
    /// The type of token that can play the role: `.color`, or `.typography` for the fonts.
    public let type: TokenType
    /// The role whose token stands in when no token matches.
    let fallbackRole: String?
    /// The CSS value used when neither this role nor its fallbacks have a token: a CSS system
    /// color (`Canvas`, `CanvasText`, …), or for the fonts `inherit` or a plain system font.
    public let defaultValue: String

    init(
        id: String, type: TokenType = .color, patterns: [[String]], excluded: Set<String>, fallbackRole: String?,
        defaultValue: String
    ) {
        self.id = id
        self.type = type
        self.patterns = patterns
        self.excluded = excluded
        self.fallbackRole = fallbackRole
        self.defaultValue = defaultValue
    }

    /// Interaction states (hover, disabled, …): a token for one is unfit for any role.
    static let states: Set<String> = [
        "hover", "pressed", "active", "disabled", "focus", "focused", "selected", "inverse", "inverted", "visited",
    ]
    /// Status colors: not a page background, text or border.
    static let intents: Set<String> = [
        "danger", "error", "destructive", "critical", "negative", "success", "positive", "warning", "caution",
        "info", "accent", "tint", "brand", "link",
    ]
    /// Words that don't count as "other words" when ranking matches.
    static let neutralWords: Set<String> = ["default", "base", "main", "primary", "normal", "regular"]

    /// The page and screen background: `background`, `bg`, `canvas`, `page`, `surface` (not secondary or status variants).
    public static let background = PreviewRole(
        id: "background", patterns: [["background"], ["bg"], ["canvas"], ["page"], ["surface"]],
        excluded: states.union(intents).union([
            "text", "foreground", "fg", "on", "border", "secondary", "tertiary", "elevated", "overlay", "shadow",
            "bar", "scrim", "highlight",
        ]), fallbackRole: nil, defaultValue: "Canvas")

    /// Cards, fields and grouped content: `surface`, `card`, `background`+`secondary`, …; else the background.
    public static let surface = PreviewRole(
        id: "surface",
        patterns: [
            ["surface"], ["card"], ["background", "secondary"], ["bg", "secondary"], ["elevated"], ["grouped"],
        ],
        excluded: states.union(intents).union([
            "text", "foreground", "fg", "on", "border", "overlay", "shadow", "scrim",
        ]),
        fallbackRole: "background", defaultValue: "Canvas")

    /// Body text and titles: `text`+`primary`, `foreground`, `fg`, `text`, `label`, `content` (not muted or on-color).
    public static let text = PreviewRole(
        id: "text",
        patterns: [
            ["text", "primary"], ["foreground", "primary"], ["fg", "primary"], ["text"], ["foreground"], ["fg"],
            ["label"], ["content"],
        ],
        excluded: states.union(intents).union([
            "secondary", "tertiary", "muted", "subtle", "placeholder", "on", "background", "bg", "surface",
        ]), fallbackRole: nil, defaultValue: "CanvasText")

    /// Captions and secondary labels: `text`+`secondary`, `text`+`muted`, …; else the text.
    public static let secondaryText = PreviewRole(
        id: "secondaryText",
        patterns: [
            ["text", "secondary"], ["foreground", "secondary"], ["fg", "secondary"], ["label", "secondary"],
            ["text", "muted"], ["foreground", "muted"], ["fg", "muted"], ["text", "subtle"], ["text", "tertiary"],
        ],
        excluded: states.union(intents).union(["on", "background", "bg", "surface"]),
        fallbackRole: "text", defaultValue: "GrayText")

    /// Buttons, links and avatars: `tint`, `accent`, `primary`, `brand`, `link`, `interactive` (not text or on-color).
    public static let accent = PreviewRole(
        id: "accent", patterns: [["tint"], ["accent"], ["primary"], ["brand"], ["link"], ["interactive"]],
        excluded: states.union([
            "text", "foreground", "fg", "on", "background", "bg", "surface", "border", "bar", "container", "subtle",
            "muted",
        ]), fallbackRole: nil, defaultValue: "LinkText")

    /// Text on an accent fill: `on`+`tint`, `on`+`accent`, `on`+`primary`, `on`+`brand`; else the background.
    public static let onAccent = PreviewRole(
        id: "onAccent", patterns: [["on", "tint"], ["on", "accent"], ["on", "primary"], ["on", "brand"]],
        excluded: states, fallbackRole: "background", defaultValue: "Canvas")

    /// Errors and destructive actions: `danger`, `error`, `destructive`, `critical`, `negative`; else the accent.
    public static let danger = PreviewRole(
        id: "danger", patterns: [["danger"], ["error"], ["destructive"], ["critical"], ["negative"]],
        excluded: states.union(["on", "background", "bg", "surface", "container", "border", "subtle", "muted"]),
        fallbackRole: "accent", defaultValue: "LinkText")

    /// Outlines and separators: `border`, `separator`, `divider`, `outline`, `stroke`, `hairline`; else the secondary text.
    public static let border = PreviewRole(
        id: "border", patterns: [["border"], ["separator"], ["divider"], ["outline"], ["stroke"], ["hairline"]],
        excluded: states.union(intents).union(["focus", "ring"]), fallbackRole: "secondaryText",
        defaultValue: "GrayText")

    /// The sample screens' text style: a typography token named `body`, `text`, `paragraph`, ….
    public static let bodyFont = PreviewRole(
        id: "bodyFont", type: .typography,
        patterns: [["body"], ["text"], ["paragraph"], ["default"], ["base"]],
        excluded: ["code", "mono", "caption", "small", "large", "title", "headline", "heading", "display", "label"],
        fallbackRole: nil, defaultValue: "inherit")

    /// The sample screens' titles: a typography token named `headline`, `title`, `heading`, ….
    public static let titleFont = PreviewRole(
        id: "titleFont", type: .typography,
        patterns: [["headline"], ["title"], ["heading"], ["h2"], ["h1"], ["display"]],
        excluded: ["code", "mono", "caption", "small", "sub", "subtitle"], fallbackRole: nil,
        defaultValue: "600 17px/1.3 system-ui, sans-serif")

    /// Every role, in the order the preview lists them.
    public static let all: [PreviewRole] = [
        .background, .surface, .text, .secondaryText, .accent, .onAccent, .danger, .border, .bodyFont, .titleFont,
    ]
}
