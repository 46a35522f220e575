/// What a command declares about itself: names, help text, options, arguments, subcommands.
///
/// The parser and the help screen both read from this one value, so help can never disagree
/// with what is accepted.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command (`"color"` in `livery color`).
    public var name: String
    /// One line, shown in the parent's subcommand list and at the top of the help screen.
    public var abstract: String
    /// Longer help: details, examples. May be empty.
    public var discussion: String
    /// Positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// Named options (`--help` is added by the framework).
    public var options: [OptionSpec]
    /// The commands below this one, in the order help lists them.
    public var subcommands: [any Command.Type]

    /// Declares a command; only the name and abstract are required.
    public init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [any Command.Type] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
    }

    /// The declared options plus the framework's `--help`.
    var allOptions: [OptionSpec] { options + [.help] }

    /// The subcommand called `name`, if any.
    func subcommand(named name: String) -> (any Command.Type)? {
        subcommands.first { $0.configuration.name == name }
    }
}
