/// The interned names of every token any theme of one source can define.
///
/// Immutable once built; IDs are assigned in the order names are given.
///
/// - Complexity: lookup by name is O(1) (one hash); by ID, O(1) (an array index).
public final class TokenNameTable: Sendable {
    /// Every name, in order of ID.
    public let names: [String]
    private let ids: [String: TokenID]

    /// Interns `names` in order; repeated names keep their first ID.
    public init<S: Sequence>(_ names: S) where S.Element == String {
        var list: [String] = []
        var ids: [String: TokenID] = [:]
        for name in names where ids[name] == nil {
            ids[name] = TokenID(rawValue: Int32(list.count))
            list.append(name)
        }
        self.names = list
        self.ids = ids
    }

    /// The number of names.
    public var count: Int { names.count }

    /// The ID of `name`, or `nil` when the table lacks it.
    public func id(for name: String) -> TokenID? { ids[name] }

    /// The name of `id`, or `nil` when it is out of range.
    public func name(for id: TokenID) -> String? {
        names.indices.contains(id.index) ? names[id.index] : nil
    }
}
