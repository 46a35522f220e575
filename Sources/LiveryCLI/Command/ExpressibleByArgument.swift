/// A type an option's value is read as: `--format json` read as a `Format`.
///
/// A `String`-backed `CaseIterable` enum conforms with no code: its raw values are the words
/// accepted, and every case is an allowed value that help lists.
///
/// ```swift
/// enum Format: String, CaseIterable, ExpressibleByArgument { case json, table }
/// Format(argument: "json")   // .json
/// Format.allValueStrings     // ["json", "table"]
/// ```
public protocol ExpressibleByArgument: Sendable {
    /// The value `argument` spells, or `nil` when it spells none.
    init?(argument: String)
    /// The word that spells the value.
    var argument: String { get }
    /// Every word accepted, when the values are a closed set; empty when any word may do.
    static var allValueStrings: [String] { get }
}

extension ExpressibleByArgument {
    public static var allValueStrings: [String] { [] }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
    public init?(argument: String) { self.init(rawValue: argument) }
    public var argument: String { rawValue }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
