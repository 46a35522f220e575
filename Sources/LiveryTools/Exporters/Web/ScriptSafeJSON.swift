import LiveryCore

/// JSON text that can stand inside an HTML `<script>` element or a JavaScript source as is.
///
/// The compact ``JSONWriter`` text with every `<` written `\u003c`, so no value can close the
/// script (`</script>`) or open an HTML comment (`<!--`); ``JSONWriter`` already escapes the
/// line and paragraph separators (U+2028, U+2029), which older JavaScript parsers read as line
/// breaks inside a string. `<` only occurs inside JSON strings, where the escape reads back as
/// the same character.
///
/// ```swift
/// ScriptSafeJSON.text(["name": "</script>"])   // {"name":"\u003c/script>"}
/// ```
package enum ScriptSafeJSON {
    /// `value` as one line of script-safe JSON.
    package static func text(_ value: JSONValue) -> String {
        var out = ""
        for scalar in JSONWriter.string(value, pretty: false).unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
