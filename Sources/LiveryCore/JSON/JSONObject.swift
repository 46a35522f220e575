/// A JSON object whose members keep their document order.
///
/// Lookup by key is O(1) (small objects, most of any document, are searched in order instead
/// of hashing: a hash table is built only past eight members); iteration follows
/// insertion order. Setting an existing key replaces
/// its value in place (its position is kept); a duplicate key in a parsed document keeps the
/// last value, as JSON parsers conventionally do, and the parser reports it as a warning.
public struct JSONObject: Sendable {
    /// The member names, in order.
    public private(set) var keys: [String] = []
    /// The member values, in the order of ``keys``.
    public private(set) var values: [JSONValue] = []
    /// Where each member's key stood in its source (parallel to `keys`); `nil` for built values.
    public private(set) var locations: [SourceLocation?] = []
    /// Key → position, built once the object has more than ``indexThreshold`` members; empty
    /// before (a linear search over a few keys is cheaper than hashing them).
    private(set) var index: [String: Int] = [:]
    /// Members up to which lookups search `keys` in order.
    static let indexThreshold = 8

    /// An empty object.
    public init() {}

    /// An object of `members`, in order; a repeated key keeps its first position and last value.
    public init(_ members: [(key: String, value: JSONValue)]) {
        keys.reserveCapacity(members.count)
        values.reserveCapacity(members.count)
        locations.reserveCapacity(members.count)
        for member in members { set(member.value, forKey: member.key, at: nil) }
    }

    /// The number of members.
    public var count: Int { keys.count }
    /// Whether the object has no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The members in document order.
    public var members: [(key: String, value: JSONValue)] {
        zip(keys, values).map { (key: $0, value: $1) }
    }

    /// The value of the member `key`, or `nil`; setting `nil` removes it, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { values[$0] } }
        set {
            defer { debugCheckInvariants() }
            if let newValue {
                set(newValue, forKey: key, at: nil)
            } else if let position = position(of: key) {
                keys.remove(at: position)
                values.remove(at: position)
                locations.remove(at: position)
                index = [:]
                if keys.count > Self.indexThreshold { buildIndex() }
            }
        }
    }

    /// The source location of the member `key`, when it was parsed from a document.
    public func location(of key: String) -> SourceLocation? {
        position(of: key).flatMap { locations[$0] }
    }

    /// Sets a member, remembering where its key stood in the source.
    public mutating func set(_ value: JSONValue, forKey key: String, at location: SourceLocation?) {
        defer { debugCheckInvariants() }
        if let position = position(of: key) {
            values[position] = value
            if location != nil { locations[position] = location }
        } else {
            keys.append(key)
            values.append(value)
            locations.append(location)
            if keys.count > Self.indexThreshold {
                if index.isEmpty { buildIndex() } else { index[key] = keys.count - 1 }
            }
        }
    }

    /// ``set(_:forKey:at:)`` for a parser: whether `key` was already a member (a duplicate), found
    /// with one lookup.
    mutating func insertParsed(_ value: JSONValue, forKey key: String, at location: SourceLocation) -> Bool {
        defer { debugCheckInvariants() }
        if let position = position(of: key) {
            values[position] = value
            locations[position] = location
            return true
        }
        keys.append(key)
        values.append(value)
        locations.append(location)
        if keys.count > Self.indexThreshold {
            if index.isEmpty { buildIndex() } else { index[key] = keys.count - 1 }
        }
        return false
    }

    /// Where `key` stands among the members.
    private func position(of key: String) -> Int? {
        keys.count > Self.indexThreshold ? index[key] : keys.firstIndex(of: key)
    }

    private mutating func buildIndex() {
        index = Dictionary(minimumCapacity: keys.count * 2)
        for (position, key) in keys.enumerated() { index[key] = position }
    }
}

extension JSONObject: Hashable {
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(values)
    }
}

extension JSONObject: Sequence {
    public func makeIterator() -> some IteratorProtocol<(key: String, value: JSONValue)> {
        members.makeIterator()
    }
}
