import Foundation
import Testing

@testable import LiveryCLI

/// Every `livery` command line a reader can copy — the README's code blocks and the
/// "Examples:" of each command's help — is one the parser accepts: its options exist, take
/// the values given, and stand where the command reads them (options after `--` are paths).
@Suite("Documented command lines")
struct DocumentedCommandLineTests {
    @Test func everyHelpExampleParses() throws {
        var checked = 0
        for command in LiveryCommand.configuration.subcommands {
            let discussion = command.configuration.discussion
            guard let examples = discussion.range(of: "Examples:") else { continue }
            for line in discussion[examples.upperBound...].split(separator: "\n") {
                guard let words = Self.liveryWords(String(line)) else { continue }
                #expect(Self.parseError(words) == nil, "\(command.configuration.name) --help: \(line)")
                checked += 1
            }
        }
        #expect(checked >= 12)
    }

    @Test func everyReadmeCommandLineParses() throws {
        #expect(try Self.checkCodeBlocks(of: ["README.md"]) >= 10)
    }

    @Test func everyArticleCommandLineParses() throws {
        let sources = TestPaths.packageRoot + "/Sources"
        let articles = try FileManager.default.subpathsOfDirectory(atPath: sources)
            .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
            .map { "Sources/" + $0 }
        #expect(articles.count >= 10, "\(articles)")
        #expect(try Self.checkCodeBlocks(of: articles) >= 5)
    }

    /// Expects every `livery` line of the code blocks of `files` (package-relative) to parse;
    /// how many there were.
    static func checkCodeBlocks(of files: [String]) throws -> Int {
        var checked = 0
        for file in files.sorted() {
            let text = try String(contentsOfFile: TestPaths.packageRoot + "/" + file, encoding: .utf8)
            for line in codeBlockLines(text) {
                guard let words = liveryWords(line) else { continue }
                #expect(parseError(words) == nil, "\(file): \(line)")
                checked += 1
            }
        }
        return checked
    }

    @Test func anOptionAfterTheTerminatorIsCaught() {
        // The README's diff example once read this way: `--format` after `--` is a path.
        let words = Self.liveryWords("livery diff --git main -- app.resolver.json --format markdown")
        #expect(words != nil)
        #expect(words.flatMap { Self.parseError($0) } != nil)
    }

    /// Why `livery` rejects `words` (subcommand first), or `nil` when it accepts them.
    static func parseError(_ words: [String]) -> ParseError? {
        guard let name = words.first else { return .missingSubcommand }
        let commands = LiveryCommand.configuration.subcommands
        guard let command = commands.first(where: { $0.configuration.name == name }) else {
            return name == "--help" ? nil : .unexpectedArgument(name)
        }
        do {
            let parsed = try ArgumentParser(command.configuration).parse(
                ArgumentTokenizer.tokenize(Array(words.dropFirst())))
            try command.init(parsing: parsed).validate()
            return nil
        } catch {
            return error
        }
    }

    /// The words after `livery` in a shell line that runs it (`swift run livery …`, `livery …`,
    /// or the last stage of a pipe), quotes removed and the trailing comment dropped; `nil`
    /// when the line runs no `livery`.
    static func liveryWords(_ line: String) -> [String]? {
        let words = shellWords(line)
        let stage = words.split(separator: "|", omittingEmptySubsequences: false).last.map(Array.init) ?? []
        guard let start = stage.firstIndex(of: "livery"), stage[..<start].allSatisfy({ ["swift", "run"].contains($0) })
        else { return nil }
        return Array(stage[(start + 1)...])
    }

    /// A shell line split into words: single and double quotes group, `#` at a word's start
    /// begins a comment, `|` stands alone.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == " " || c == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if c == "#" && !inWord {
                break
            } else if c == "|" && !inWord {
                words.append("|")
            } else {
                word.append(c)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The lines of `markdown`'s fenced code blocks, a line ending in `\` joined with the next.
    static func codeBlockLines(_ markdown: String) -> [String] {
        var lines: [String] = []
        var inBlock = false
        var pending = ""
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard inBlock else { continue }
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
            } else {
                lines.append(pending + line)
                pending = ""
            }
        }
        return lines
    }
}
