import Foundation
import LiveryCLI
import Testing

/// Every command that reads token files answers broken ones the same way: exit status 1, an
/// error naming the file, nothing on standard output, nothing written.
@Suite("bad input in every command")
struct BadInputEveryCommandTests {
    /// Broken token files, by what is wrong with them.
    static let brokenFiles: [(name: String, bytes: [UInt8])] = [
        ("truncated", Array(#"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "#.utf8)),
        ("malformed", Array(#"{"a": {"$type": "color" "$value": 1}}"#.utf8)),
        ("non-UTF-8", [0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D]),
        ("empty", []),
        ("wrong type", Array(#"{"a": {"$type": "color", "$value": [1, 2, 3]}}"#.utf8)),
        ("huge number", Array(#"{"a": {"$type": "number", "$value": -1e999}}"#.utf8)),
        ("deep", Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)),
    ]

    /// Each command, with `{file}` and `{out}` standing for the broken file and an output path.
    static let commands: [[String]] = [
        ["resolve", "{file}"],
        ["resolve", "{file}", "--all", "--format", "table"],
        ["export", "{file}", "--format", "all", "-o", "{out}"],
        ["preview", "{file}", "-o", "{out}"],
        ["publish", "{file}", "-o", "{out}"],
        ["merge", "{file}", "-o", "{out}"],
    ]

    @Test(arguments: brokenFiles.indices, commands.indices)
    func brokenFileIsAnErrorNamingItWithNoOutput(file fileIndex: Int, command commandIndex: Int) throws {
        let (name, bytes) = Self.brokenFiles[fileIndex]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("broken.tokens.json", bytes: bytes)
        let out = folder.path + "/out"
        let arguments = Self.commands[commandIndex].map { $0 == "{file}" ? file : $0 == "{out}" ? out : $0 }
        var io = CapturedIOBox()
        let status = io.run(arguments)
        #expect(status == 1, "\(name): \(arguments.joined(separator: " ")): \(io.errors)")
        #expect(io.errors.hasPrefix("error: \(file)"), "\(name): \(arguments[0]): \(io.errors)")
        #expect(io.output == "", "\(name): \(arguments[0])")
        #expect(!FileManager.default.fileExists(atPath: out), "\(name): \(arguments[0]) wrote output")
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
