/// Text inside the `/* … */` header comment of a stylesheet: the one way user text (modifier
/// and context names) reaches a CSS comment.
///
/// Names are already checked per scalar when they load (no `*`, no control characters), so
/// this never changes a valid name; it keeps the comment closed whatever a future caller
/// passes: `*/` becomes `* /`, and every line break or other control character becomes a
/// space, so the text stays on the comment's line.
enum CSSComment {
    static func text(_ text: String) -> String {
        var out = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if previous == "*", scalar == "/" { out.unicodeScalars.append(" ") }
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
                || scalar == "\u{85}"
            {
                out.unicodeScalars.append(" ")
            } else {
                out.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return out
    }
}
