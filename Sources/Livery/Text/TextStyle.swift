import LiveryCore

/// The Dynamic Type text style a font token scales with: SwiftUI's `Font.TextStyle` and
/// UIKit's `UIFont.TextStyle`, named the same way.
///
/// A token names its style in Livery's `$extensions` (`{"dev.livery": {"textStyle":
/// "headline"}}`); otherwise the style is the one whose default size is nearest to the
/// token's designed size (the larger style on a tie), so a 16 pt body token grows with
/// `callout` and a 34 pt display token with `largeTitle`.
///
/// ```swift
/// TextStyle(nearestTo: 16)        // .callout
/// TextStyle(extensionName: "title2")   // .title2
/// ```
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    /// Large title (34 pt at the default size).
    case largeTitle
    /// Title, UIKit's `title1` (28 pt).
    case title
    /// Second-level title (22 pt).
    case title2
    /// Third-level title (20 pt).
    case title3
    /// Headline (17 pt, semibold).
    case headline
    /// Body text (17 pt).
    case body
    /// Callout (16 pt).
    case callout
    /// Subheadline (15 pt).
    case subheadline
    /// Footnote (13 pt).
    case footnote
    /// Caption, UIKit's `caption1` (12 pt).
    case caption
    /// Second caption (11 pt).
    case caption2

    /// The default size in points at the default content size (Large), from Apple's Human
    /// Interface Guidelines, "Typography", Dynamic Type sizes for iOS, Large column.
    public var defaultSize: Double { Self.defaultSizes[self] ?? 17 }

    private static let defaultSizes: [TextStyle: Double] = [
        .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
        .subheadline: 15, .footnote: 13, .caption: 12, .caption2: 11,
    ]

    /// The names `$extensions` may use: the case names, and UIKit's `title1` / `caption1`.
    private static let extensionNames: [String: TextStyle] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) } + [("title1", .title), ("caption1", .caption)])

    /// The style an `$extensions` name gives; `nil` for a name this table does not know.
    public init?(extensionName: String) {
        guard let style = Self.extensionNames[extensionName] else { return nil }
        self = style
    }

    /// The style whose default size is nearest to `designSize`; of two equally near, the
    /// larger; of two styles with the same size (`headline`, `body`), `body`.
    public init(nearestTo designSize: Double) {
        let candidates: [TextStyle] = [
            .caption2, .caption, .footnote, .subheadline, .callout, .body, .title3, .title2, .title, .largeTitle,
        ]
        var best = TextStyle.body
        var bestDistance = Double.infinity
        for style in candidates {
            let distance = abs(style.defaultSize - designSize)
            if distance <= bestDistance {
                best = style
                bestDistance = distance
            }
        }
        self = best
    }

    /// The style `token` names in `$extensions` (`dev.livery.textStyle`), if it names a known one.
    public init?(extensionsOf token: ResolvedToken) {
        guard let name = token.extensions?[ImageToken.extensionNamespace]?["textStyle"]?.stringValue else {
            return nil
        }
        self.init(extensionName: name)
    }
}
