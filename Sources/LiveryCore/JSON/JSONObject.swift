/// A JSON object whose members keep their document order.
///
/// Lookup by key is O(1); iteration follows insertion order. Setting an existing key replaces
/// its value in place (its position is kept); a duplicate key in a parsed document keeps the
/// last value, as JSON parsers conventionally do, and the parser reports it as a warning.
public struct JSONObject: Sendable {
    public private(set) var keys: [String] = []
    public private(set) var values: [JSONValue] = []
    /// Where each member's key stood in its source (parallel to `keys`); `nil` for built values.
    public private(set) var locations: [SourceLocation?] = []
    private var index: [String: Int] = [:]

    public init() {}

    public init(_ members: [(key: String, value: JSONValue)]) {
        for member in members { self[member.key] = member.value }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// The members in document order.
    public var members: [(key: String, value: JSONValue)] {
        zip(keys, values).map { (key: $0, value: $1) }
    }

    public subscript(key: String) -> JSONValue? {
        get { index[key].map { values[$0] } }
        set {
            if let newValue {
                set(newValue, forKey: key, at: nil)
            } else if let position = index[key] {
                keys.remove(at: position)
                values.remove(at: position)
                locations.remove(at: position)
                index = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
            }
        }
    }

    /// The source location of the member `key`, when it was parsed from a document.
    public func location(of key: String) -> SourceLocation? {
        index[key].flatMap { locations[$0] }
    }

    /// Sets a member, remembering where its key stood in the source.
    public mutating func set(_ value: JSONValue, forKey key: String, at location: SourceLocation?) {
        if let position = index[key] {
            values[position] = value
            if location != nil { locations[position] = location }
        } else {
            index[key] = keys.count
            keys.append(key)
            values.append(value)
            locations.append(location)
        }
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
