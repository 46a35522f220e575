/// Escaping for text from token files placed in GitHub-flavored Markdown.
///
/// The punctuation GitHub gives a meaning to inside a line is backslash-escaped (CommonMark reads
/// `\x` as a literal `x` for any ASCII punctuation): a name cannot open a code span (`` ` ``),
/// end a table cell (`|`), start a link, an image, emphasis, strikethrough, math (`$`), an emoji
/// shortcode (`:`), a mention (`@`) or an issue reference (`#`); `<`, `>` and `&` become character
/// references, so no HTML tag survives; line breaks become spaces, and control characters are
/// made visible (`TerminalText`). Text only ever goes in table cells and after a heading's `#`s,
/// where line-start syntax (`-`, `1.`) has no meaning.
enum MarkdownText {
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in TerminalText.escaped(text).unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r", "\t": out += " "
            default:
                if scalar.isASCII, punctuation.contains(scalar) { out += "\\" }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static let punctuation = Set("\\`*_[]|~!$@:#^".unicodeScalars)
}
