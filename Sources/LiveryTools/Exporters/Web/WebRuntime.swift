import LiveryCore

/// The files of the `web` format, from one ``ExportMatrix``: the runtime as a classic script
/// and as an ES module, the server-colors module both import on their first fetch, the
/// `<head>` snippet and the configuration.
///
/// Both scripts are ``WebRuntimeSource/body`` between a wrapper that gives it the head part of
/// its configuration (`C`, script-safe JSON) and its own URL (`BASE`), minified by
/// ``JavaScriptMinifier``; the classic script sets `window.livery`, the module exports it as
/// its default.
package struct WebRuntime {
    /// The classic script's file name.
    package static let classicScript = "livery.js"
    /// The ES module's file name.
    package static let moduleScript = "livery.mjs"
    /// The server-colors module's file name (imported by the runtime on its first fetch).
    package static let remoteModule = "livery-remote.js"
    /// The `<head>` snippet's file name.
    package static let headSnippet = "livery-head.html"
    /// The whole configuration's file name (fetched by `livery.fetch()`).
    package static let configFile = "livery.config.json"

    let config: WebRuntimeConfig

    init(matrix: ExportMatrix) {
        config = WebRuntimeConfig(matrix: matrix)
    }

    /// A runtime for `request`'s source and options.
    ///
    /// - Throws: `ExportError` for options the source does not have, or a resolution error.
    package init(_ request: ExportRequest) throws {
        self.init(matrix: try ExportMatrix(request))
    }

    /// livery.js: sets `window.livery`.
    package var classic: String {
        let prologue =
            "(function(){\"use strict\";var C=\(ScriptSafeJSON.string(config.headJSON)),"
            + "BASE=document.currentScript&&document.currentScript.src||location.href;\n"
        return prologue + JavaScriptMinifier.minify(WebRuntimeSource.body) + "\nwindow.livery=L})();\n"
    }

    /// livery.mjs: `import livery from "./livery.mjs"`.
    package var module: String {
        "var C=\(ScriptSafeJSON.string(config.headJSON)),BASE=import.meta.url;\n"
            + JavaScriptMinifier.minify(WebRuntimeSource.body) + "\nexport default L;\n"
    }

    /// livery-remote.js: `revalidate(url, last, modifiers, base)`, imported by both scripts.
    package var remote: String {
        JavaScriptMinifier.minify(WebRuntimeSource.remote) + "\n"
    }

    /// The `<script>` element to paste at the top of `<head>`, before the stylesheet.
    package var head: String {
        "<script>" + JavaScriptMinifier.minify(WebRuntimeSource.head) + "(" + ScriptSafeJSON.string(config.headJSON)
            + ")</script>\n"
    }

    /// Every file of the format.
    var files: [OutputFile] {
        [
            OutputFile(path: Self.classicScript, text: classic),
            OutputFile(path: Self.moduleScript, text: module),
            OutputFile(path: Self.remoteModule, text: remote),
            OutputFile(path: Self.headSnippet, text: head),
            OutputFile(path: Self.configFile, text: JSONWriter.string(config.json)),
        ]
    }
}
