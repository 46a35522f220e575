import Testing

@testable import LiveryCLI

/// Every command's declaration tells the truth: the usage line is generated from the declared
/// options (required ones without brackets), and no two options of a command share a name.
@Suite("Command declarations")
struct CommandDeclarationTests {
    /// Every command below `root`, with the words that invoke it.
    static func commands(
        below root: any Command.Type = LiveryCommand.self, path: String = "livery"
    )
        -> [(path: String, command: any Command.Type)]
    {
        [(path, root)]
            + root.configuration.subcommands.flatMap {
                commands(below: $0, path: path + " " + $0.configuration.name)
            }
    }

    static let usageLines: [String: String] = [
        "livery build": "livery build [<config>] [--output <dir>] [--watch]",
        "livery validate": "livery validate <path> ... [--strict] [--json]",
        "livery resolve":
            "livery resolve <resolver> [--input <modifier=context> ...] [--all] [--format <format>] [--strict]",
        "livery export":
            "livery export <resolver> --format <format> ... --output <dir> [--context <modifier=context> ...] [--strict]",
        "livery import": "livery import <path> ... [--from <format>] --output <dir> [--name <name>]",
        "livery merge": "livery merge <file> ... --output <file> [--prefer <file> ...] [--json]",
        "livery diff":
            "livery diff <old> [<new>] [--git <revision>] [--pairs <file>] [--format <format>] [--fail-on <condition>] [--output <file>] [--strict]",
        "livery audit": "livery audit <resolver> --pairs <file> [--cvd <deficiency>] [--json] [--strict]",
        "livery derive":
            "livery derive <resolver> --from <context> --to <context> [--pairs <file>] [--overwrite] [--strategy <id>] [--fills <keep|mirror>] [--faint-pairs <fix|keep>] [--anchor <token=color> ...] [--add-to-resolver] --output <file> [--json] [--strict]",
        "livery preview": "livery preview <resolver> --output <file> [--context <modifier=context> ...] [--strict]",
        "livery serve": "livery serve <resolver> [--port <n>] [--host <address>] [--strict]",
        "livery publish": "livery publish <resolver> --output <dir> [--allow-outside-sources] [--strict]",
        "livery fetch":
            "livery fetch <url> --cache <dir> [--base <resolver>] [--attempts <n>] [--budget <seconds>] [--same-origin]",
        "livery": "livery [--version] <subcommand>",
        "livery color": "livery color [<color> ...] [--json]",
        "livery contrast": "livery contrast <foreground> <background> [--over <color>] [--require <level>] [--json]",
    ]

    @Test func everyCommandsUsageLineIsGeneratedFromItsDeclaration() {
        let commands = Self.commands()
        #expect(Set(commands.map(\.path)) == Set(Self.usageLines.keys))
        for (path, command) in commands {
            #expect(HelpRenderer.usage(command.configuration, commandPath: path) == Self.usageLines[path], "\(path)")
        }
    }

    @Test func noTwoOptionsOfACommandShareAName() {
        for (path, command) in Self.commands() {
            let options = command.configuration.allOptions
            let long = options.map(\.name)
            let short = options.compactMap(\.short)
            #expect(Set(long).count == long.count, "\(path): \(long)")
            #expect(Set(short).count == short.count, "\(path): \(short)")
        }
    }

    @Test func aRequiredOptionLeftOutIsAUsageErrorAndShownWithoutBrackets() {
        for (path, command) in Self.commands() {
            let usage = HelpRenderer.usage(command.configuration, commandPath: path)
            for option in command.configuration.options where option.isRequired {
                #expect(!usage.contains("[\(option.spelling)"), "\(path) shows \(option.spelling) as optional")
                // Every required argument and every other required option given a valid
                // value: the one left out is the only thing missing, and it is named.
                let arguments = command.configuration.arguments.filter { $0.arity.minimum > 0 }.map { _ in "x" }
                let others = command.configuration.options.filter { $0.isRequired && $0 != option }
                    .flatMap { [$0.spelling, $0.allowedValues.first ?? "x"] }
                #expect(
                    throws: ParseError.missingOption(option.spelling),
                    "\(path) without \(option.spelling)"
                ) {
                    try ArgumentParser(command.configuration).parse(ArgumentTokenizer.tokenize(arguments + others))
                }
            }
        }
    }
}
