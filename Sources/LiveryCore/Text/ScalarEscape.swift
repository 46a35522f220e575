/// Writes chosen Unicode scalars of a text as visible `\u{…}` escapes (`\u{A}`, `\u{202E}`):
/// the one escaping behind terminal-safe CLI output and one-line diagnostics.
package enum ScalarEscape {
    /// `text` with every scalar for which `escapes` is true written as `\u{HEX}`; `text` itself
    /// when there is none.
    package static func escaped(_ text: String, where escapes: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
