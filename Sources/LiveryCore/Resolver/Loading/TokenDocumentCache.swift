/// Token documents read from files, kept with the JSON they were read from: a resolver loaded
/// again (`livery serve` after an edit) reads again only the documents whose JSON changed.
///
/// A document is reused only when its file, pointer and mode match and its JSON is equal to
/// the JSON it was read from, so a stale document is never served; comparing JSON is much
/// cheaper than reading its tokens again.
///
/// ```swift
/// var loader = FileLoader.fileSystem
/// loader.documents = TokenDocumentCache()
/// let resolver = try Resolver(path: "app.resolver.json", loader: loader)
/// ```
package final class TokenDocumentCache: Sendable {
    private struct Entry: Sendable {
        var json: JSONValue
        var document: TokenDocument
    }

    private struct Key: Hashable, Sendable {
        var file: String
        var pointer: [String]?
        var mode: ValidationMode
    }

    private let entries = Locked<[Key: Entry]>([:])

    /// An empty cache.
    package init() {}

    /// The document of `json` read from `file` (at `pointer`, in `mode`): the one kept when the
    /// JSON is the same, else a new one, kept for next time.
    func document(json: JSONValue, file: String, pointer: [String]?, mode: ValidationMode) -> TokenDocument {
        let key = Key(file: file, pointer: pointer, mode: mode)
        if let entry = entries.withLock({ $0[key] }), entry.json == json { return entry.document }
        let document = TokenDocument(json: json, file: file, mode: mode)
        entries.withLock { $0[key] = Entry(json: json, document: document) }
        return document
    }
}
