import Foundation
import LiveryCLI
import LiveryTestSupport
import Testing

/// Every command that reads token files answers broken ones the same way: exit status 1, an
/// error naming the file, nothing on standard output, nothing written.
@Suite("bad input in every command")
struct BadInputEveryCommandTests {
    /// A broken token file, named for what is wrong with it.
    struct BrokenFile: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    /// A command line, with `{file}` and `{out}` standing for the broken file and an output path.
    struct Invocation: Sendable, CustomTestStringConvertible {
        var words: [String]
        var testDescription: String { words.joined(separator: " ") }

        func arguments(file: String, out: String) -> [String] {
            words.map { $0 == "{file}" ? file : $0 == "{out}" ? out : $0 }
        }
    }

    static let brokenFiles: [BrokenFile] = [
        BrokenFile(
            name: "truncated", bytes: Array(#"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "#.utf8)),
        BrokenFile(name: "malformed", bytes: Array(#"{"a": {"$type": "color" "$value": 1}}"#.utf8)),
        BrokenFile(name: "non-UTF-8", bytes: [0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D]),
        BrokenFile(name: "empty", bytes: []),
        BrokenFile(name: "wrong type", bytes: Array(#"{"a": {"$type": "color", "$value": [1, 2, 3]}}"#.utf8)),
        BrokenFile(name: "huge number", bytes: Array(#"{"a": {"$type": "number", "$value": -1e999}}"#.utf8)),
        BrokenFile(
            name: "deep",
            bytes: Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)),
    ]

    static let commands: [Invocation] = [
        Invocation(words: ["resolve", "{file}"]),
        Invocation(words: ["resolve", "{file}", "--all", "--format", "table"]),
        Invocation(words: ["export", "{file}", "--format", "all", "-o", "{out}"]),
        Invocation(words: ["preview", "{file}", "-o", "{out}"]),
        Invocation(words: ["publish", "{file}", "-o", "{out}"]),
        Invocation(words: ["merge", "{file}", "-o", "{out}"]),
        Invocation(words: ["diff", "{file}", "{file}", "-o", "{out}"]),
        Invocation(words: ["diff", "{file}", "{file}", "--format", "json"]),
    ]

    @Test(arguments: brokenFiles, commands)
    func brokenFileIsAnErrorNamingItWithNoOutput(broken: BrokenFile, command: Invocation) throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write("broken.tokens.json", bytes: broken.bytes)
        let out = folder.path + "/out"
        let arguments = command.arguments(file: file, out: out)
        var io = CapturedIOBox()
        let status = io.run(arguments)
        #expect(status == 1, "\(broken.name): \(arguments.joined(separator: " ")): \(io.errors)")
        #expect(io.errors.hasPrefix("error: \(file)"), "\(broken.name): \(arguments[0]): \(io.errors)")
        #expect(io.output == "", "\(broken.name): \(arguments[0])")
        #expect(!FileManager.default.fileExists(atPath: out), "\(broken.name): \(arguments[0]) wrote output")
    }
}

/// Runs `livery` in-process and keeps what it wrote.
private struct CapturedIOBox {
    var output = ""
    var errors = ""

    mutating func run(_ arguments: [String]) -> Int32 {
        var io = CapturedIO()
        let status = LiveryCLI.main(arguments, io: &io)
        output = io.standardOutput
        errors = io.standardError
        return status
    }
}
