import LiveryCore

extension Exporter {
    /// `livery.js`, `livery.mjs`, `livery-remote.js`, `livery-head.html` and
    /// `livery.config.json`: the web runtime for pages that use the `css` format's stylesheets.
    ///
    /// The `<head>` snippet sets the `data-` attributes the stylesheets select on before the
    /// first paint (the stored choice, else the system preference); the runtime (classic script
    /// or ES module, no dependencies) follows the system, keeps the user's choice in
    /// `localStorage`, applies the app's bridge messages inside a web view and server colors from
    /// a published bundle (checked by `livery-remote.js`, which the runtime imports on its first
    /// fetch). Names and values reach the scripts only as script-safe JSON. The
    /// steps are `WebRuntime`'s.
    public static let web = Exporter(
        id: "web", summary: "livery.js runtime (script and module), <head> snippet and its config",
        files: { matrix in WebRuntime(matrix: matrix).files })
}
