import LiveryCore

/// Escaping for text placed in an HTML page.
enum HTMLText {
    /// `text` safe as element content and inside a double- or single-quoted attribute value:
    /// `&`, `<`, `>`, `"` and `'` become character references, and the characters a terminal
    /// would obey or a reader be misled by (``TerminalText/isUnsafe(_:)``: NUL and the other
    /// controls, bidirectional overrides) a visible `\u{…}`, as the CLI prints them — HTML
    /// has no reference for NUL, and U+202E would reverse a name on the page.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        // The escapes hold no markup character, so the references below leave them alone.
        for ch in ScalarEscape.escaped(text, where: TerminalText.isUnsafe).unicodeScalars {
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
