/// An interned token name: a small integer that indexes ``ResolvedTheme`` storage directly.
///
/// IDs come from a ``TokenNameTable`` shared by every theme built from one source, so the
/// same name has the same ID in every context — the runtime engine keeps IDs in its bindings
/// and switches themes without hashing a string.
public struct TokenID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The index of the name in its ``TokenNameTable``.
    public let rawValue: Int32

    /// The ID at index `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The index as an `Int`.
    public var index: Int { Int(rawValue) }

    public static func < (lhs: TokenID, rhs: TokenID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}
