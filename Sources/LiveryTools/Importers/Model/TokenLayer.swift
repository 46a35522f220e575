/// A named collection of tokens that becomes one DTCG token file, `tokens/<name>.tokens.json`.
///
/// Layers are the building blocks of contexts: the `dark` context of an Android import is
/// the `light` layer (`values/`) with the `dark` layer (`values-night/`) laid over it.
/// Tokens keep the order in which they were added; adding a token whose path is already
/// present replaces the earlier one in place.
public struct TokenLayer: Sendable, Hashable {
    /// The layer's name, which names its token file.
    public var name: String
    /// The tokens, in the order added.
    public private(set) var tokens: [ImportedToken] = []
    private var positions: [[String]: Int] = [:]

    /// A layer `name` of `tokens` (a repeated path keeps the last).
    public init(name: String, tokens: [ImportedToken] = []) {
        self.name = name
        for token in tokens { add(token) }
    }

    /// Adds a token, replacing one with the same path.
    public mutating func add(_ token: ImportedToken) {
        if let position = positions[token.path] {
            tokens[position] = token
        } else {
            positions[token.path] = tokens.count
            tokens.append(token)
        }
    }

    /// The token at `path`, if the layer has one.
    public subscript(path: [String]) -> ImportedToken? {
        positions[path].map { tokens[$0] }
    }

    /// Whether the layer has no tokens.
    public var isEmpty: Bool { tokens.isEmpty }
}
