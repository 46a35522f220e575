/// Renders usage lines and help screens from a command's ``CommandConfiguration``.
///
/// ```
/// OVERVIEW: Measure the WCAG contrast between two colors.
///
/// USAGE: livery contrast <foreground> <background> [--over <color>] [--json]
///
/// ARGUMENTS:
///   <foreground>            The text color.
///   …
/// OPTIONS:
///   --over <color>          The backdrop behind a translucent background. (default: #ffffff)
///   -h, --help              Show help information.
/// ```
public enum HelpRenderer {
    /// Text lines are wrapped to this width.
    static let width = 80
    /// Help text starts in this column unless a label is longer.
    static let helpColumn = 26

    /// The one-line synopsis: `livery contrast <foreground> <background> [--over <color>] [--json]`.
    ///
    /// - Parameter commandPath: the words that invoke the command (`"livery contrast"`).
    public static func usage(_ configuration: CommandConfiguration, commandPath: String) -> String {
        var parts = [commandPath]
        parts += configuration.arguments.map(usage(of:))
        parts += configuration.options.map(usage(of:))
        if !configuration.subcommands.isEmpty { parts.append("<subcommand>") }
        return parts.joined(separator: " ")
    }

    /// The full help screen, ending with a newline.
    public static func help(_ configuration: CommandConfiguration, commandPath: String) -> String {
        var sections = ["OVERVIEW: \(configuration.abstract)"]
        if !configuration.discussion.isEmpty { sections.append(wrapParagraphs(configuration.discussion)) }
        sections.append("USAGE: \(usage(configuration, commandPath: commandPath))")
        if !configuration.arguments.isEmpty {
            sections.append(
                "ARGUMENTS:\n" + table(configuration.arguments.map { ("<\($0.name)>", $0.help) }))
        }
        sections.append("OPTIONS:\n" + table(configuration.allOptions.map { (label(of: $0), help(of: $0)) }))
        if !configuration.subcommands.isEmpty {
            let rows = configuration.subcommands.map { ($0.configuration.name, $0.configuration.abstract) }
            sections.append("SUBCOMMANDS:\n" + table(rows))
            sections.append("See '\(commandPath) help <subcommand>' for detailed help.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func usage(of argument: ArgumentSpec) -> String {
        switch argument.arity {
        case .one: "<\(argument.name)>"
        case .optional: "[<\(argument.name)>]"
        case .zeroOrMore: "[<\(argument.name)> ...]"
        case .oneOrMore: "<\(argument.name)> ..."
        }
    }

    private static func usage(of option: OptionSpec) -> String {
        var text = option.spelling
        if case .value(let name) = option.kind { text += " <\(name)>" }
        switch (option.isRequired, option.isRepeatable) {
        case (true, true): return "\(text) ..."
        case (true, false): return text
        case (false, true): return "[\(text) ...]"
        case (false, false): return "[\(text)]"
        }
    }

    /// `-h, --help`, `--over <color>`.
    private static func label(of option: OptionSpec) -> String {
        var text = option.short.map { "-\($0), " } ?? ""
        text += option.spelling
        if case .value(let name) = option.kind { text += " <\(name)>" }
        return text
    }

    /// The help sentence followed by the allowed values, the default and repeatability.
    private static func help(of option: OptionSpec) -> String {
        var text = option.help
        if !option.allowedValues.isEmpty { text += " (values: \(option.allowedValues.joined(separator: ", ")))" }
        if let value = option.defaultValue { text += " (default: \(value))" }
        if option.isRepeatable { text += " (can be repeated)" }
        return text
    }

    /// Two columns: labels indented by two, help from ``helpColumn`` (or on the next line when
    /// the label is too long), wrapped to ``width``.
    private static func table(_ rows: [(label: String, help: String)]) -> String {
        var lines: [String] = []
        let indent = String(repeating: " ", count: helpColumn)
        for row in rows {
            let wrapped = wrap(row.help, width: width - helpColumn)
            let label = "  " + row.label
            var helpLines = wrapped[...]
            if label.count + 2 <= helpColumn, let first = helpLines.popFirst() {
                lines.append(label.padding(to: helpColumn) + first)
            } else {
                lines.append(label)
            }
            lines += helpLines.map { indent + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// Wraps each line of `text` to ``width``, except indented lines (examples), kept as written.
    static func wrapParagraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            line.hasPrefix(" ") || line.isEmpty ? [String(line)] : wrap(String(line), width: width)
        }.joined(separator: "\n")
    }

    /// Greedy word wrap; a word longer than the width stays whole on its own line.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
