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
        // On the UTF-8 bytes: a stylesheet of thousands of tokens is megabytes long.
        let bytes = Array(css.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        for (i, byte) in bytes.enumerated() {
            out.append(byte)
            if byte == UInt8(ascii: "<"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                out.append(UInt8(ascii: "\\"))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
