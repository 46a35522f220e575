/// Quotes user input inside a message, cut short when it is long, so a 1 MB argument gives a
/// one-line error rather than megabytes of echo.
///
/// ```swift
/// TextExcerpt.quoted("#12345")                                  // "\"#12345\""
/// TextExcerpt.quoted(String(repeating: "x", count: 1000))       // "\"xxx…xxx…\" (1000 characters)"
/// TextExcerpt.quoted("red", quote: "'")                         // "'red'"
/// ```
public enum TextExcerpt {
    /// The most characters of the input a message quotes.
    public static let limit = 80

    /// `text` between `quote` marks; when longer than `limit` characters, its first `limit`
    /// characters, an ellipsis, and the whole length.
    public static func quoted(_ text: String, quote: Character = "\"", limit: Int = TextExcerpt.limit) -> String {
        var prefix = ""
        var count = 0
        for character in text {
            if count == limit {
                let total = text.count
                return "\(quote)\(prefix)…\(quote) (\(total) characters)"
            }
            prefix.append(character)
            count += 1
        }
        return "\(quote)\(prefix)\(quote)"
    }
}
