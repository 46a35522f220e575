/// The declaration of a positional argument: its name, how many words it takes, and its help.
///
/// ```swift
/// static let colors = ArgumentSpec("color", arity: .zeroOrMore, help: "A hex color or a DTCG color object.")
/// ```
public struct ArgumentSpec: Sendable, Hashable {
    /// How many words the argument takes.
    public enum Arity: Sendable, Hashable {
        case one
        case optional
        case zeroOrMore
        case oneOrMore

        var minimum: Int {
            switch self {
            case .one, .oneOrMore: 1
            case .optional, .zeroOrMore: 0
            }
        }

        /// `nil` when unbounded.
        var maximum: Int? {
            switch self {
            case .one, .optional: 1
            case .zeroOrMore, .oneOrMore: nil
            }
        }
    }

    /// The name shown as `<name>` in usage and help.
    public var name: String
    /// How many words it takes.
    public var arity: Arity
    /// One sentence for the help screen.
    public var help: String

    /// Declares a positional argument (one required word unless `arity` says otherwise).
    public init(_ name: String, arity: Arity = .one, help: String) {
        self.name = name
        self.arity = arity
        self.help = help
    }
}
