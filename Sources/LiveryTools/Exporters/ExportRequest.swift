import LiveryCore

/// What to export: a theme source and the options that map its modifiers onto platform ideas.
///
/// ```swift
/// var options = ExportOptions()
/// options.fixedContexts = ["brand": "acme"]
/// let files = try Exporter.xcassets.render(ExportRequest(source: resolver, options: options))
/// ```
public struct ExportRequest: Sendable {
    /// The themes to export: a DTCG resolver, or a `ThemeTable`.
    public var source: any ThemeSource
    /// How modifiers map onto appearances, and how outputs are named.
    public var options: ExportOptions

    /// A request over `source`; default options map `theme` and `contrast`.
    public init(source: any ThemeSource, options: ExportOptions = ExportOptions()) {
        self.source = source
        self.options = options
    }
}

/// How an export maps the source's modifiers onto platform appearances, and how it names things.
///
/// The *appearance* modifier (default `theme`) gives light and dark: its `light` context is the
/// platform's default ("any") appearance, `dark` its dark appearance, and any other context an
/// extra theme. The *contrast* modifier (default `contrast`) gives high contrast: its `high`
/// context, when present, is the platform's high-contrast appearance, and its default context the
/// normal one. Every other modifier is held at one context: the one in ``fixedContexts``, else
/// its default. A modifier the source does not have is simply absent.
public struct ExportOptions: Sendable, Hashable {
    /// The modifier whose contexts are light, dark and extra themes.
    public var appearanceModifier: String = "theme"
    /// The appearance context exported as the platform's light ("any") appearance.
    public var lightContext: String = "light"
    /// The appearance context exported as the platform's dark appearance.
    public var darkContext: String = "dark"
    /// The modifier whose contexts are contrast levels.
    public var contrastModifier: String = "contrast"
    /// The contrast context exported as the platform's high-contrast appearance.
    public var highContrastContext: String = "high"
    /// Modifiers held at one context (`["brand": "acme"]`). Fixing the appearance or contrast
    /// modifier removes that axis from the export.
    public var fixedContexts: [String: String] = [:]
    /// Further modifiers the `css` format lets a page switch with `data-` attributes (a preview
    /// page switching brands, say), like appearance and contrast. Other formats hold them at
    /// their default context; the `swift` doc comments list their values too.
    public var switchableModifiers: [String] = []
    /// The Swift namespace enum of the `swift` format.
    public var swiftNamespace: String = "Tokens"
    /// The asset catalog name (without `.xcassets`) of the `xcassets` format.
    public var assetCatalogName: String = "Colors"
    /// The base file name of the `css` and `json` formats.
    public var fileBaseName: String = "tokens"

    /// The defaults: `theme` light/dark, `contrast` high, nothing fixed, `Tokens`, `Colors`, `tokens`.
    public init() {}
}
