/// One way to print a ``ThemeDiff``: the `--format` values of `livery diff`, as a table of
/// values (adding a format is adding one).
public struct DiffFormat: Sendable {
    /// The `--format` spelling.
    public var id: String
    /// One line for the help screen.
    public var summary: String
    /// Renders a diff; the same diff gives the same bytes.
    public var render: @Sendable (ThemeDiff) -> String

    /// A format named `id`, described by `summary`, rendered by `render`.
    public init(id: String, summary: String, render: @escaping @Sendable (ThemeDiff) -> String) {
        self.id = id
        self.summary = summary
        self.render = render
    }

    /// A terminal table per context (control characters in token text made visible).
    public static let table = DiffFormat(
        id: "table", summary: "a terminal table per context", render: { DiffTableRenderer.render($0) })
    /// Markdown for a pull-request comment; colors as backticked hex, which GitHub shows with a swatch.
    public static let markdown = DiffFormat(
        id: "markdown", summary: "Markdown for a pull-request comment (GitHub shows color chips)",
        render: { DiffMarkdownRenderer.render($0) })
    /// One JSON document with sorted keys (see the command's help for the keys).
    public static let json = DiffFormat(
        id: "json", summary: "one JSON document, keys sorted", render: { DiffJSONRenderer.string($0) })
    /// A self-contained HTML page in the style of `livery preview`.
    public static let html = DiffFormat(
        id: "html", summary: "a self-contained HTML page with swatches", render: { DiffHTMLRenderer.render($0) })

    /// Every format, in the order help lists them.
    public static let all: [DiffFormat] = [table, markdown, json, html]

    /// The format spelled `id`, or `nil`.
    public static func named(_ id: String) -> DiffFormat? { all.first { $0.id == id } }
}
