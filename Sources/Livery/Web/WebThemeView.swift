import LiveryCore

/// A web view a ``WebThemeBridge`` keeps in step with its manager: LiveryWebKit makes every
/// `WKWebView` one. The bridge calls these on the main actor, once per change at most.
@MainActor
public protocol WebThemeView: AnyObject {
    /// Runs `script` in the current page (`evaluateJavaScript`).
    func runThemeScript(_ script: String)
    /// Makes `script` the one the view runs at the start of every document it loads from now
    /// on (a document-start user script), in place of the previous one; the app's own scripts
    /// stay.
    func setThemeStartScript(_ script: String)
    /// Styles the view itself: its background (no white frame before the first paint) and its
    /// interface style (so the page's `prefers-color-scheme` matches).
    func applyTheme(_ appearance: WebViewAppearance)
}

/// How a web view itself looks under a theme, apart from its page.
public struct WebViewAppearance: Sendable, Equatable {
    /// The page's color scheme, which the view's interface style follows.
    public let colorScheme: WebColorScheme
    /// The background token's color, `nil` without a background token (or when the theme
    /// has no such color).
    public let background: Color?

    /// An appearance of `colorScheme` and `background`.
    public init(colorScheme: WebColorScheme, background: Color?) {
        self.colorScheme = colorScheme
        self.background = background
    }
}
