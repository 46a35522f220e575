/// https://developer.apple.com/documentation/swiftui/edge
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edge/top
    case top
    /// https://developer.apple.com/documentation/swiftui/edge/leading
    case leading
    /// https://developer.apple.com/documentation/swiftui/edge/bottom
    case bottom
    /// https://developer.apple.com/documentation/swiftui/edge/trailing
    case trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set
    @frozen
    public struct Set: OptionSet, Sendable {
        /// Stub-only: the set's bits, one per `Edge` in declaration order.
        public let rawValue: Int8

        /// Stub-only: OptionSet's requirement (Apple's pages document `init(_:)` only).
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/swiftui/edge/set/init(_:)
        /// Apple: "Creates an instance containing just e."
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        /// https://developer.apple.com/documentation/swiftui/edge/set/top
        public static let top = Set(.top)
        /// https://developer.apple.com/documentation/swiftui/edge/set/leading
        public static let leading = Set(.leading)
        /// https://developer.apple.com/documentation/swiftui/edge/set/bottom
        public static let bottom = Set(.bottom)
        /// https://developer.apple.com/documentation/swiftui/edge/set/trailing
        public static let trailing = Set(.trailing)
        /// https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
        public static let horizontal: Set = [.leading, .trailing]
        /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
        public static let vertical: Set = [.top, .bottom]
    }
}
