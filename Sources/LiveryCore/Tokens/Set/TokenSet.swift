/// The raw tokens of several documents merged in order: a token declared again later replaces
/// the earlier one (last wins), each token remembering the file that declared it.
///
/// This is the "merged document" the DTCG resolver describes: `$extends` and references are
/// resolved against it, after every layer has been merged.
///
/// ```swift
/// var set = TokenSet()
/// set.add(baseDocument)   // color.bg = white
/// set.add(darkDocument)   // color.bg = black — replaces it, keeps its position
/// set.token(named: "color.bg")?.file   // "theme/dark.tokens.json"
/// ```
///
/// - Complexity: adding a document is O(its token count); lookup by name is O(1).
public struct TokenSet: Sendable {
    /// The tokens, in first-declaration order.
    public private(set) var tokens: [RawToken] = []
    private var index: [String: Int] = [:]
    /// The merged groups by name (`""` is the root).
    public private(set) var groups: [String: TokenGroup] = [:]
    private var groupOrder: [String] = []

    /// An empty set.
    public init() {}

    /// The documents merged in order (last wins).
    public init(documents: [TokenDocument]) {
        for document in documents { add(document) }
    }

    /// Merges `document` over what is already there: its tokens replace same-named ones, its
    /// group properties replace the same properties of same-named groups.
    public mutating func add(_ document: TokenDocument) {
        tokens.reserveCapacity(tokens.count + document.tokens.count)
        index.reserveCapacity(tokens.count + document.tokens.count)
        for token in document.tokens { add(token) }
        for group in document.groups { add(group) }
    }

    /// Adds or replaces one token.
    public mutating func add(_ token: RawToken) {
        if let position = index[token.name] {
            tokens[position] = token
        } else {
            index[token.name] = tokens.count
            tokens.append(token)
        }
    }

    mutating func add(_ group: TokenGroup) {
        guard var merged = groups[group.name] else {
            groups[group.name] = group
            groupOrder.append(group.name)
            return
        }
        if let type = group.type { merged.type = type }
        if let description = group.description { merged.description = description }
        if group.deprecated != nil { merged.deprecated = group.deprecated }
        if let extensions = group.extensions { merged.extensions = extensions }
        if let extends = group.extends {
            merged.extends = extends
            merged.file = group.file
        }
        groups[group.name] = merged
    }

    /// How many distinct token names the set holds.
    public var count: Int { tokens.count }

    /// The group names in first-declaration order.
    var groupNamesInOrder: [String] { groupOrder }

    /// The index of the token named `name` in ``tokens``.
    public func position(of name: String) -> Int? { index[name] }

    /// The token named `name`, as the last layer declaring it wrote it.
    public func token(named name: String) -> RawToken? { index[name].map { tokens[$0] } }

    /// `true` when some document declares a group named `name`.
    public func isGroup(_ name: String) -> Bool { groups[name] != nil }

    /// The `$type` the merged groups give `name`: that of its closest enclosing group declaring
    /// one, in any document. Used for tokens whose own file declares no type for them.
    public func inheritedType(of name: String) -> TokenType? {
        var path = Substring(name)
        while let dot = path.lastIndex(of: ".") {
            path = path[..<dot]
            if let type = groups[String(path)]?.type { return type }
        }
        return groups[""]?.type
    }

    /// The groups that declare `$extends`, in first-declaration order.
    var extendingGroups: [TokenGroup] {
        groupOrder.compactMap { groups[$0] }.filter { $0.extends != nil }
    }

    mutating func update(at position: Int, _ change: (inout RawToken) -> Void) {
        change(&tokens[position])
    }
}
