import LiveryCore

/// The one self-contained script that applies a ``WebThemeMessage`` to a page, as the web
/// bridge contract spells it: `(function(m){ … })(<message JSON>)`.
///
/// Run in a page (with or without livery.js, with or without the exported stylesheet) it
/// ignores a message whose revision is not greater than the last one applied, sets each
/// modifier's `data-` attribute on the root element (``CSSAttributeNames``, the exporter's
/// selectors), the root's `color-scheme` and each custom property, then dispatches
/// `livery:bridge` on `window` with the message as the event's `detail`.
///
/// Every value from the theme — contexts, modifier names, CSS values — travels inside the
/// ``ScriptSafeJSON`` literals only: no `</script>`, quote or line separator in a token can
/// end the literal or the script.
package enum WebThemeScript {
    /// Marks the document-start script, so the glue can tell it from the app's own scripts.
    package static let marker = "/* livery:bridge */"

    /// The script that applies `message`.
    package static func source(for message: WebThemeMessage) -> String {
        let attributes = JSONObject(
            message.contexts.map { ($0.modifier, JSONValue.string(CSSAttributeNames.attribute(for: $0.modifier))) })
        return marker + "(function(m){" + "var a=" + ScriptSafeJSON.string(.object(attributes)) + ";" + body + "})("
            + ScriptSafeJSON.string(message.json) + ");"
    }

    /// The function's body after the attribute table `a` (modifier → `data-` attribute): the
    /// last applied revision is kept on `window` under a name of the bridge's own.
    private static let body = [
        "var w=window,d=document.documentElement,k=\"__liveryBridgeRevision\",h=Object.prototype.hasOwnProperty;",
        "if(typeof w[k]===\"number\"&&!(m.revision>w[k]))return;",
        "w[k]=m.revision;",
        "for(var c in m.contexts){if(h.call(m.contexts,c)&&h.call(a,c)){d.setAttribute(a[c],m.contexts[c]);}}",
        "d.style.colorScheme=m.colorScheme;",
        "for(var p in m.properties){if(h.call(m.properties,p)){d.style.setProperty(p,m.properties[p]);}}",
        "w.dispatchEvent(new CustomEvent(\"livery:bridge\",{detail:m}));",
    ].joined()
}
