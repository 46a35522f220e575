@testable import LiveryCLI

/// A small command tree exercising every kind of spec, independent of Livery's real commands.
struct StudioCommand: Command {
    static let version = OptionSpec.flag("version", help: "Show the version.")
    static let configuration = CommandConfiguration(
        name: "studio", abstract: "A test tool.", options: [version],
        subcommands: [PaintCommand.self, MixCommand.self])

    var version: Bool

    init(parsing arguments: ParsedArguments) { version = arguments.isSet(Self.version) }

    func validate() throws(ParseError) {
        if !version { throw .missingSubcommand }
    }

    func run(io: inout some CommandIO) -> ExitCode {
        io.print("studio 1")
        return .success
    }
}

struct PaintCommand: Command {
    static let canvas = ArgumentSpec("canvas", help: "The canvas to paint on.")
    static let colors = ArgumentSpec("color", arity: .zeroOrMore, help: "Colors to paint with.")
    static let brush = OptionSpec.option(
        "brush", short: "b", valueName: "size", help: "The brush size.", allowedValues: ["small", "large"],
        defaultValue: "small")
    static let layer = OptionSpec.option(
        "layer", short: "l", valueName: "name", help: "A layer to paint on.", isRepeatable: true)
    static let dryRun = OptionSpec.flag("dry-run", short: "n", help: "Show what would be painted.")
    static let quiet = OptionSpec.flag("quiet", short: "q", help: "Print nothing.")
    static let configuration = CommandConfiguration(
        name: "paint", abstract: "Paint a canvas.", discussion: "Colors are applied in order.",
        arguments: [canvas, colors], options: [brush, layer, dryRun, quiet])

    var canvas: String
    var colors: [String]
    var brush: String
    var layers: [String]
    var dryRun: Bool

    init(parsing arguments: ParsedArguments) {
        canvas = arguments.value(of: Self.canvas) ?? ""
        colors = arguments.values(of: Self.colors)
        brush = arguments.value(of: Self.brush) ?? ""
        layers = arguments.values(of: Self.layer)
        dryRun = arguments.isSet(Self.dryRun)
    }

    func validate() throws(ParseError) {
        if dryRun && layers.isEmpty { throw .invalid("--dry-run needs at least one --layer") }
    }

    func run(io: inout some CommandIO) -> ExitCode {
        io.print("canvas=\(canvas) colors=\(colors) brush=\(brush) layers=\(layers) dry=\(dryRun)")
        return colors.isEmpty ? .failure : .success
    }
}

struct MixCommand: Command {
    static let first = ArgumentSpec("first", help: "One color.")
    static let second = ArgumentSpec("second", arity: .optional, help: "Another color.")
    static let last = ArgumentSpec("last", help: "The final color.")
    static let configuration = CommandConfiguration(
        name: "mix", abstract: "Mix colors.", arguments: [first, second, last])

    var words: [String]

    init(parsing arguments: ParsedArguments) {
        words = [arguments.value(of: Self.first), arguments.value(of: Self.second), arguments.value(of: Self.last)]
            .map { $0 ?? "-" }
    }

    func run(io: inout some CommandIO) -> ExitCode {
        io.print(words.joined(separator: " "))
        return .success
    }
}

/// Runs `arguments` against the studio tree; returns the exit code and the captured streams.
func studio(_ arguments: String...) -> (status: ExitCode, io: CapturedIO) {
    var io = CapturedIO()
    let status = CommandDispatcher.run(StudioCommand.self, arguments: arguments, io: &io)
    return (status, io)
}

/// Parses `arguments` against the paint command's specs.
func parsePaint(_ arguments: String...) throws(ParseError) -> ParsedArguments {
    try ArgumentParser(PaintCommand.configuration).parse(ArgumentTokenizer.tokenize(arguments))
}
