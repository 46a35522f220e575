import Foundation
import Testing

@testable import LiveryCore

@Suite("JSON files")
struct JSONFileTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("livery-json-\(UUID().uuidString).json").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func loadError(_ path: String, as name: String = "x.json") -> String? {
        do {
            _ = try JSONFile.load(path: path, displayName: name)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a malformed file names the file, line and column")
    func malformed() throws {
        let path = try temporaryFile(Array("{\n  \"a\": [1,\n".utf8))
        #expect(loadError(path) == "x.json:3:1: invalid JSON: unexpected end of input; expected a value")
    }

    @Test("a missing file is an error, not a crash")
    func missing() {
        #expect(loadError("/nonexistent/livery.json", as: "nope.json") == "nope.json: no such file")
    }

    @Test("a folder is refused")
    func folder() {
        #expect(loadError(FileManager.default.temporaryDirectory.path, as: "tmp") == "tmp: is a folder, not a file")
    }

    @Test("an empty file is reported as empty")
    func empty() throws {
        #expect(loadError(try temporaryFile([])) == "x.json:1:1: invalid JSON: the file is empty")
    }

    @Test("a file over the size limit is refused before it is read")
    func oversize() throws {
        let path = try temporaryFile(Array(repeating: 0x20, count: 2_000))
        #expect(throws: Diagnostic.error("the file is 2000 bytes; the limit is 1000", file: "big.json")) {
            try JSONFile.read(path: path, displayName: "big.json", sizeLimit: 1_000)
        }
    }

    @Test("repeated keys become warnings with their location")
    func duplicateWarnings() throws {
        let path = try temporaryFile(Array("{\"a\": 1,\n \"a\": 2}".utf8))
        var warnings: [Diagnostic] = []
        let value = try JSONFile.load(path: path, displayName: "d.json", warnings: &warnings)
        #expect(value["a"] == 2)
        #expect(
            warnings.map(\.description) == [#"d.json:2:2: key "a" appears twice in one object; the last value is used"#]
        )
    }
}
