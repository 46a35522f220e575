/// One parsed token file: its tokens and groups with their paths, declared types and raw values,
/// plus everything found wrong with it.
///
/// Reading never stops at the first problem: every invalid name, misplaced property and token
/// with children is reported, and the rest of the file is still read. References are not
/// resolved here (a ``TokenSet`` merges documents first; ``AliasResolver`` resolves after).
///
/// ```swift
/// let document = TokenDocument(json: ["color": ["$type": "color", "bg": ["$value": "#fff"]]],
///                              file: "base.tokens.json")
/// document.tokens.map(\.name)   // ["color.bg"]
/// document.diagnostics          // [warning: color given as a hex string …] once resolved
/// ```
public struct TokenDocument: Sendable {
    /// The file, as the user named it.
    public let file: String?
    /// The tokens in document order.
    public let tokens: [RawToken]
    /// Every group, the root (`name == ""`) included.
    public let groups: [TokenGroup]
    /// Everything found wrong with the file (references are checked later, when resolving).
    public let diagnostics: [Diagnostic]

    /// Reads `json` (the whole content of a token file).
    ///
    /// - Complexity: O(n) in the size of `json`; nesting depth is not limited by the call stack.
    public init(json: JSONValue, file: String?, mode: ValidationMode = .default) {
        var reader = TokenTreeReader(file: file, mode: mode)
        reader.read(json)
        self.file = file
        self.tokens = reader.tokens
        self.groups = reader.groups
        self.diagnostics = reader.diagnostics
    }
}
