/// One command-line word as the tokenizer classifies it, before any option spec is consulted.
///
/// The tokenizer only splits; whether `--over red` is an option with a value or a flag and a
/// positional argument is the parser's call, because only the parser knows the option specs.
public enum ArgumentToken: Sendable, Hashable {
    /// `--name`, or `--name=value` with its inline value.
    case long(name: String, value: String?)
    /// `-abc`: one or more short option letters after a single dash (`"abc"`).
    case shortGroup(String)
    /// A plain word: a positional argument or an option's value. `-` alone and negative
    /// numbers (`-1`, `-.5`) are plain words too.
    case word(String)
    /// `--`: every word after it is a positional argument, even when it starts with a dash.
    case terminator
}

extension ArgumentToken: CustomStringConvertible {
    /// The token as it was typed (a long option with a value is written `--name=value`).
    public var description: String {
        switch self {
        case .long(let name, nil): "--\(name)"
        case .long(let name, let value?): "--\(name)=\(value)"
        case .shortGroup(let letters): "-\(letters)"
        case .word(let word): word
        case .terminator: "--"
        }
    }
}
