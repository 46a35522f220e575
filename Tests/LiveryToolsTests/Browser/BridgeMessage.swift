import LiveryCore

@testable import Livery

/// A message of the web bridge and the exact script the WebKit glue runs for it in a web view
/// (`WebThemeScript`, from Livery): it sets `data-<modifier>` for every context, the root's
/// `color-scheme` and each custom property, ignores a message whose revision is not greater
/// than the last applied one, and then dispatches `livery:bridge` with the message.
struct BridgeMessage {
    var contexts: [(modifier: String, context: String)]
    var colorScheme: String
    var properties: [(name: String, value: String)] = []
    var revision: Int

    /// The script the WebKit glue sends for this message: Livery's own `WebThemeScript`.
    var script: String {
        let snapshot = WebThemeSnapshot(
            contexts: contexts.map { WebThemeSnapshot.Selection(modifier: $0.modifier, context: $0.context) },
            colorScheme: colorScheme == "dark" ? .dark : .light,
            properties: properties.map { WebThemeSnapshot.Property(name: $0.name, value: $0.value) })
        return WebThemeScript.source(for: WebThemeMessage(full: snapshot, revision: revision))
    }

    /// `script` run as WebKit runs a `WKUserScript` at document start: once the root element
    /// exists, before the page's own scripts. (Chromium's document-start scripts run before the
    /// root element is created; a mutation observer's callback, a microtask, runs as soon as
    /// the parser has inserted it, before the parser runs the first script.)
    var documentStartScript: String {
        """
        (function(run){if(document.documentElement)return run();\
        new MutationObserver(function(_,o){if(document.documentElement){o.disconnect();run();}})\
        .observe(document,{childList:true});})(function(){\(script)});
        """
    }

    /// What the app's message handler looks like to the page: posted messages are kept in
    /// `window.__posted` as JSON text.
    static let messageHandler = """
        window.webkit={messageHandlers:{livery:{postMessage:function(m){\
        (window.__posted=window.__posted||[]).push(JSON.stringify(m));}}}};
        """
}
