import Foundation
import LiveryTestSupport
import Testing

@Suite("livery validate executable")
struct ValidateExecutableTests {
    @Test func exampleThemesValidateWithExitStatus0() async throws {
        let run = try await BinaryRun.run(["validate", TestPaths.exampleResolver])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "")
        #expect(run.standardOutput == "0 errors, 0 warnings in 7 files\n")
    }

    @Test func truncatedFileExitsWith1AndSaysWhere() async throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write("cut.tokens.json", text: "{\"a\": {\"$type\": ")
        let run = try await BinaryRun.run(["validate", file])
        #expect(run.status == 1)
        #expect(run.standardError == "error: \(file):1:17: invalid JSON: unexpected end of input; expected a value\n")
    }
}
