import Foundation
import LiveryTestSupport
import Testing

/// Text from token files and servers never reaches the terminal as control sequences.
@Suite("Terminal output escapes control characters")
struct TerminalEscapeTests {
    static let hostile = "Inter\u{1B}[2J\u{1B}]0;pwned\u{07}\r\u{9B}31m\u{202E}"

    /// A fontFamily whose value carries ESC, BEL, CR, a C1 CSI and a bidi override.
    static func file(in folder: TemporaryFolder) throws -> String {
        try folder.write(
            "fonts.tokens.json",
            text:
                #"{"font": {"body": {"$type": "fontFamily", "$value": "Inter\u001b[2J\u001b]0;pwned\u0007\r\u009b31m\u202e"}}}"#
        )
    }

    @Test func aTableShowsControlCharactersAsEscapes() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let (status, io) = livery("resolve", try Self.file(in: folder), "--format", "table")
        #expect(status == 0, "\(io.standardError)")
        #expect(
            io.standardOutput.contains(#"Inter\u{1B}[2J\u{1B}]0;pwned\u{7}\u{D}\u{9B}31m\u{202E}"#),
            "\(io.standardOutput)")
        #expect(!io.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x0D })
    }

    @Test func jsonOutputIsUnchanged() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let (status, io) = livery("resolve", try Self.file(in: folder))
        #expect(status == 0)
        #expect(
            io.standardOutput.contains(#""value": "Inter\u001b[2J\u001b]0;pwned\u0007\r\u009b31m\u202e""#),
            "\(io.standardOutput)")
    }

    @Test func anErrorNamingAHostilePathIsEscapedByTheExecutable() async throws {
        let run = try await BinaryRun.run(["validate", "/nonexistent/\u{1B}[1Aupdated\u{07}.tokens.json"])
        #expect(run.status != 0)
        #expect(run.standardError.contains(#"/nonexistent/\u{1B}[1Aupdated\u{7}.tokens.json"#), "\(run.standardError)")
        #expect(!run.standardError.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
