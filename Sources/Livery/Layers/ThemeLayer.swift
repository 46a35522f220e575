import LiveryCore

/// A partial theme laid over the base: some tokens, per context — a custom theme from a
/// server, or one a user built.
///
/// Its JSON form is the flat resolved format `livery resolve` emits:
///
/// ```json
/// {
///   "light": { "color.background": { "type": "color", "value": "#0000ff" } },
///   "dark":  { "color.background": { "type": "color",
///              "value": { "colorSpace": "srgb", "components": [0, 1, 1] } } },
///   "theme=dark,contrast=high": { … },
///   "*": { "radius.card": { "type": "dimension", "value": { "value": 12, "unit": "px" } } }
/// }
/// ```
///
/// A key is a context of the theme modifier (`dark`), a context of another modifier
/// (`high`, when only one modifier has it), explicit `modifier=context` pairs, or `*` for
/// every combination. More specific keys win over less specific ones.
public struct ThemeLayer: Sendable, Hashable {
    /// The tokens of one key.
    public struct Entry: Sendable, Hashable {
        /// The key as written (`"dark"`, `"theme=dark,contrast=high"`, `"*"`).
        public var key: String
        /// The tokens of the entry by name.
        public var tokens: [String: ResolvedToken]

        /// An entry of `tokens` for the contexts `key` selects.
        public init(key: String, tokens: [String: ResolvedToken]) {
            self.key = key
            self.tokens = tokens
        }
    }

    /// The entries, in the order given.
    public var entries: [Entry]

    /// A layer of `entries`, in the order given (more specific keys still win).
    public init(entries: [Entry]) { self.entries = entries }

    /// A layer with one entry per key (keys in sorted order).
    public init(_ contexts: [String: [String: ResolvedToken]]) {
        entries = contexts.keys.sorted().map { Entry(key: $0, tokens: contexts[$0] ?? [:]) }
    }

    /// The layer's JSON form (token names sorted, so the output is deterministic).
    public var json: JSONValue {
        .object(
            JSONObject(
                entries.map { entry in
                    let tokens = entry.tokens.keys.sorted().compactMap { name -> (key: String, value: JSONValue)? in
                        guard let token = entry.tokens[name] else { return nil }
                        return (name, LayerTokenCodec.encode(token))
                    }
                    return (key: entry.key, value: .object(JSONObject(tokens)))
                }))
    }
}

/// Every problem found in a layer; nothing of the layer was applied.
public struct ThemeLayerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found, each with its key and token.
    public var problems: [Diagnostic]

    /// An error listing `problems`.
    public init(_ problems: [Diagnostic]) { self.problems = problems }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
