/// Removes comments and whitespace from JavaScript, and nothing else: no renaming, no
/// rewriting, so the minified script does exactly what its source does.
///
/// The source is read token by token: string literals (`'…'`, `"…"`, `` `…` `` without
/// `${}`) and regular expression literals are copied as they are; `//` and `/* */` comments
/// are dropped; a run of whitespace is dropped where no token boundary needs it, kept as one
/// space between two word characters (`var a`) and between `+ +` or `- -`, and kept as one
/// line break where it held one and the character before could end a statement (so automatic
/// semicolon insertion and `return`'s restricted production read the same). A `/` starts a
/// regular expression after an operator, an opening bracket, a comma or semicolon, or a
/// keyword such as `return`. Deterministic: the same source gives the same bytes.
///
/// ```swift
/// JavaScriptMinifier.minify("var a = 1; // one\nif (a) { b(a) }")   // "var a=1;if(a){b(a)}"
/// ```
package enum JavaScriptMinifier {
    /// The source without its comments and needless whitespace.
    package static func minify(_ source: String) -> String {
        var reader = Reader(Array(source.unicodeScalars))
        return reader.run()
    }

    private struct Reader {
        let text: [Unicode.Scalar]
        var index = 0
        var out = String.UnicodeScalarView()
        /// The word just written, for telling a regular expression from a division.
        var lastWord = ""

        init(_ text: [Unicode.Scalar]) { self.text = text }

        mutating func run() -> String {
            while index < text.count {
                let c = text[index]
                let next = index + 1 < text.count ? text[index + 1] : nil
                if c == "/" && next == "/" {
                    while index < text.count && text[index] != "\n" { index += 1 }
                } else if c == "/" && next == "*" {
                    index += 2
                    var sawLineBreak = false
                    while index < text.count
                        && !(text[index] == "*" && index + 1 < text.count && text[index + 1] == "/")
                    {
                        if text[index] == "\n" { sawLineBreak = true }
                        index += 1
                    }
                    index += 2
                    whitespace(sawLineBreak: sawLineBreak)
                } else if Self.isSpace(c) {
                    whitespace(sawLineBreak: false)
                } else if c == "'" || c == "\"" || c == "`" {
                    copyQuoted(until: c)
                    lastWord = ""
                } else if c == "/" && regexCanStart {
                    copyRegex()
                    lastWord = ""
                } else {
                    out.append(c)
                    lastWord = Self.isWord(c) ? lastWord + String(c) : ""
                    index += 1
                }
            }
            return String(out)
        }

        /// Skips whitespace (and comments within it), then writes the one separator it needs.
        mutating func whitespace(sawLineBreak: Bool) {
            var lineBreak = sawLineBreak
            while index < text.count {
                let c = text[index]
                if Self.isSpace(c) {
                    if c == "\n" || c == "\r" || c == "\u{2028}" || c == "\u{2029}" { lineBreak = true }
                    index += 1
                } else if c == "/" && index + 1 < text.count && text[index + 1] == "/" {
                    while index < text.count && text[index] != "\n" { index += 1 }
                } else if c == "/" && index + 1 < text.count && text[index + 1] == "*" {
                    index += 2
                    while index < text.count
                        && !(text[index] == "*" && index + 1 < text.count && text[index + 1] == "/")
                    {
                        if text[index] == "\n" { lineBreak = true }
                        index += 1
                    }
                    index += 2
                } else {
                    break
                }
            }
            guard let before = out.last, index < text.count else { return }
            let after = text[index]
            if lineBreak && !Self.continuesStatement.contains(before) {
                out.append("\n")
            } else if Self.isWord(before) && Self.isWord(after) || before == after && (before == "+" || before == "-") {
                out.append(" ")
            }
        }

        /// Copies a string literal, escapes included, through its closing quote.
        mutating func copyQuoted(until quote: Unicode.Scalar) {
            out.append(text[index])
            index += 1
            while index < text.count {
                let c = text[index]
                out.append(c)
                index += 1
                if c == "\\" && index < text.count {
                    out.append(text[index])
                    index += 1
                } else if c == quote {
                    return
                }
            }
        }

        /// Copies a regular expression literal: through its closing `/` outside a class, then its flags.
        mutating func copyRegex() {
            out.append(text[index])
            index += 1
            var inClass = false
            while index < text.count {
                let c = text[index]
                out.append(c)
                index += 1
                if c == "\\" && index < text.count {
                    out.append(text[index])
                    index += 1
                } else if c == "[" {
                    inClass = true
                } else if c == "]" {
                    inClass = false
                } else if c == "/" && !inClass {
                    break
                }
            }
            while index < text.count && Self.isWord(text[index]) {
                out.append(text[index])
                index += 1
            }
        }

        /// Whether a `/` here starts a regular expression rather than dividing.
        var regexCanStart: Bool {
            guard let before = out.last else { return true }
            if Self.isWord(before) { return Self.keywordsBeforeExpression.contains(lastWord) }
            return !(before == ")" || before == "]" || before == "}")
        }

        /// Characters after which a statement cannot end, so a line break there is only whitespace.
        static let continuesStatement: Set<Unicode.Scalar> = [
            "{", "(", "[", ",", ";", ":", "=", "?", "&", "|", "!", "~", "^", "<", ">", "*", "%", "\n",
        ]

        static let keywordsBeforeExpression: Set<String> = [
            "return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "instanceof",
        ]

        static func isSpace(_ c: Unicode.Scalar) -> Bool {
            c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" || c == "\u{A0}"
                || c == "\u{FEFF}" || c == "\u{2028}" || c == "\u{2029}"
        }

        static func isWord(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "$" || c == "\\"
        }
    }
}
