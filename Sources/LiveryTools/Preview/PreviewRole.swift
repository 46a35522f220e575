/// A semantic part of the preview's sample screens (page background, body text, the accent of
/// a button, …) and how a color token is found for it by name.
///
/// Each role lists word patterns, most wanted first. A color token matches a pattern when its
/// name contains every word of it (words as ``TokenWords`` splits them: `color.primaryText` is
/// `primary`, `text`) and none of the role's excluded words. The first pattern that any token
/// matches decides; among its matches the name with the fewest other words wins (words such as
/// `default`, `base` or `primary` don't count), names that look like palette steps (a number
/// word, or `palette`, `primitive`, `ref`) lose to others, and ties go to the earlier name.
/// A role no token matches takes its ``fallback`` role's token, and a role left without any
/// token uses a CSS system color (``systemColor``), so the screens always render.
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
public struct PreviewRole: Sendable, Hashable {
    /// The role's name, used in `data-` attributes and reports (`background`, `secondaryText`).
    public let id: String
    /// Word patterns, most wanted first.
    let patterns: [[String]]
    /// Words that disqualify a token for this role.
    let excluded: Set<String>
    /// The role whose token stands in when no token matches.
    let fallback: String?
    /// The CSS system color used when neither this role nor its fallbacks have a token.
    public let systemColor: String

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
        ]), fallback: nil, systemColor: "Canvas")

    /// Cards, fields and grouped content: `surface`, `card`, `background`+`secondary`, …; else the background.
    public static let surface = PreviewRole(
        id: "surface",
        patterns: [["surface"], ["card"], ["background", "secondary"], ["bg", "secondary"], ["elevated"], ["grouped"]],
        excluded: states.union(intents).union(["text", "foreground", "fg", "on", "border", "overlay", "shadow", "scrim"]),
        fallback: "background", systemColor: "Canvas")

    /// Body text and titles: `text`+`primary`, `foreground`, `fg`, `text`, `label`, `content` (not muted or on-color).
    public static let text = PreviewRole(
        id: "text",
        patterns: [
            ["text", "primary"], ["foreground", "primary"], ["fg", "primary"], ["text"], ["foreground"], ["fg"],
            ["label"], ["content"],
        ],
        excluded: states.union(intents).union([
            "secondary", "tertiary", "muted", "subtle", "placeholder", "on", "background", "bg", "surface",
        ]), fallback: nil, systemColor: "CanvasText")

    /// Captions and secondary labels: `text`+`secondary`, `text`+`muted`, …; else the text.
    public static let secondaryText = PreviewRole(
        id: "secondaryText",
        patterns: [
            ["text", "secondary"], ["foreground", "secondary"], ["fg", "secondary"], ["label", "secondary"],
            ["text", "muted"], ["foreground", "muted"], ["fg", "muted"], ["text", "subtle"], ["text", "tertiary"],
        ],
        excluded: states.union(intents).union(["on", "background", "bg", "surface"]),
        fallback: "text", systemColor: "GrayText")

    /// Buttons, links and avatars: `tint`, `accent`, `primary`, `brand`, `link`, `interactive` (not text or on-color).
    public static let accent = PreviewRole(
        id: "accent", patterns: [["tint"], ["accent"], ["primary"], ["brand"], ["link"], ["interactive"]],
        excluded: states.union([
            "text", "foreground", "fg", "on", "background", "bg", "surface", "border", "bar", "container", "subtle",
            "muted",
        ]), fallback: nil, systemColor: "LinkText")

    /// Text on an accent fill: `on`+`tint`, `on`+`accent`, `on`+`primary`, `on`+`brand`; else the background.
    public static let onAccent = PreviewRole(
        id: "onAccent", patterns: [["on", "tint"], ["on", "accent"], ["on", "primary"], ["on", "brand"]],
        excluded: states, fallback: "background", systemColor: "Canvas")

    /// Errors and destructive actions: `danger`, `error`, `destructive`, `critical`, `negative`; else the accent.
    public static let danger = PreviewRole(
        id: "danger", patterns: [["danger"], ["error"], ["destructive"], ["critical"], ["negative"]],
        excluded: states.union(["on", "background", "bg", "surface", "container", "border", "subtle", "muted"]),
        fallback: "accent", systemColor: "LinkText")

    /// Outlines and separators: `border`, `separator`, `divider`, `outline`, `stroke`, `hairline`; else the secondary text.
    public static let border = PreviewRole(
        id: "border", patterns: [["border"], ["separator"], ["divider"], ["outline"], ["stroke"], ["hairline"]],
        excluded: states.union(intents).union(["focus", "ring"]), fallback: "secondaryText", systemColor: "GrayText")

    /// Every role, in the order the preview lists them.
    public static let all: [PreviewRole] = [
        .background, .surface, .text, .secondaryText, .accent, .onAccent, .danger, .border,
    ]
}
