/// Escaping for text placed in an HTML page.
enum HTMLText {
    /// `text` safe as element content and inside a double- or single-quoted attribute value:
    /// `&`, `<`, `>`, `"` and `'` become character references.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A stylesheet safe inside `<style>`: `</` becomes `<\/`, which CSS reads as `</` inside
    /// strings and which cannot close the element. (Context names reach selectors as CSS strings.)
    static func styleContent(_ css: String) -> String {
        css.replacingOccurrences(of: "</", with: "<\\/")
    }
}
