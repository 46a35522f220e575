/// The theme files of the last bundle built, by input, with the themes they were made from: a
/// theme whose tokens are unchanged is not encoded or hashed again (``ThemeBundle``).
package final class ThemeFileCache: Sendable {
    private struct Entry: Sendable {
        var theme: ResolvedTheme
        var bytes: [UInt8]
        var revision: String
    }

    private let entries = Locked<[String: Entry]>([:])

    /// An empty cache.
    package init() {}

    /// The file of `theme` under `key`: the kept one when the theme has the same tokens, else
    /// `make()`'s, kept for next time.
    func file(
        for key: String, theme: ResolvedTheme, make: () -> (bytes: [UInt8], revision: String)
    ) -> (bytes: [UInt8], revision: String) {
        if let entry = entries.withLock({ $0[key] }), entry.theme.hasSameTokens(as: theme) {
            return (entry.bytes, entry.revision)
        }
        let file = make()
        entries.withLock { $0[key] = Entry(theme: theme, bytes: file.bytes, revision: file.revision) }
        return file
    }
}
