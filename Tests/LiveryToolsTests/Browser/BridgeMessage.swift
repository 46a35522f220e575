import LiveryCore

@testable import LiveryTools

/// The script the WebKit glue runs in a web view, written from the bridge contract: one
/// self-contained function applied to one script-safe JSON message, working with or without
/// livery.js on the page.
///
/// It sets `data-<modifier>` (the CSS exporter's attribute names) for every context, the root's
/// `color-scheme` and each custom property, ignores a message whose revision is not greater
/// than the last applied one, and then dispatches `livery:bridge` with the message.
struct BridgeMessage {
    var contexts: [(modifier: String, context: String)]
    var colorScheme: String
    var properties: [(name: String, value: String)] = []
    var revision: Int

    var json: JSONValue {
        [
            "livery": 1,
            "contexts": .object(JSONObject(contexts.map { (key: $0.modifier, value: .string($0.context)) })),
            "colorScheme": .string(colorScheme),
            "properties": .object(JSONObject(properties.map { (key: $0.name, value: .string($0.value)) })),
            "revision": .number(Double(revision)),
        ]
    }

    /// Attribute names as the CSS exporter writes them, for the script's table.
    var attributes: JSONValue {
        .object(JSONObject(contexts.map { (key: $0.modifier, value: .string(CSSRule.attributeName($0.modifier))) }))
    }

    var script: String {
        """
        (function(m,a){var d=document.documentElement,w=window;\
        if(typeof w.__liveryRevision==="number"&&!(m.revision>w.__liveryRevision))return;\
        w.__liveryRevision=m.revision;\
        for(var k in m.contexts)d.setAttribute(a[k],m.contexts[k]);\
        d.style.colorScheme=m.colorScheme;\
        for(var p in m.properties)d.style.setProperty(p,m.properties[p]);\
        w.dispatchEvent(new CustomEvent("livery:bridge",{detail:m}));\
        })(\(ScriptSafeJSON.string(json)),\(ScriptSafeJSON.string(attributes)))
        """
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
