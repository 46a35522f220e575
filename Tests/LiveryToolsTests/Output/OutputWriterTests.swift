import Foundation
import Testing

import LiveryCore

@testable import LiveryTools

@Suite("Output writer")
struct OutputWriterTests {
    private func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("livery-out-\(UUID().uuidString)").path
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("writes every file, creating folders")
    func writesFiles() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([OutputFile(path: "a.txt", text: "A"), OutputFile(path: "x/y/b.txt", text: "B")], to: folder)
        #expect(read(folder + "/a.txt") == "A")
        #expect(read(folder + "/x/y/b.txt") == "B")
    }

    @Test("writing again replaces existing files and leaves others alone")
    func replaces() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([OutputFile(path: "a.txt", text: "old"), OutputFile(path: "keep.txt", text: "K")], to: folder)
        try OutputWriter.write([OutputFile(path: "a.txt", text: "new")], to: folder)
        #expect(read(folder + "/a.txt") == "new")
        #expect(read(folder + "/keep.txt") == "K")
    }

    @Test("a path escaping the folder is refused and nothing is written")
    func refusesEscapes() {
        let folder = temporaryFolder()
        #expect(throws: Diagnostic.self) {
            try OutputWriter.write([OutputFile(path: "ok.txt", text: "x"), OutputFile(path: "../evil.txt", text: "x")], to: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/ok.txt"))
    }

    @Test("a file that cannot be written leaves no partial output")
    func noPartialOutput() throws {
        // A parent of its own, so staging folders of tests running in parallel don't show here.
        let parent = temporaryFolder()
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let folder = parent + "/out"
        func stagingFolders() -> Set<String> {
            Set(((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { $0.hasPrefix(".livery-staging-") })
        }
        let before = stagingFolders()
        // "a" is a file, so "a/b.txt" cannot be created: the set fails before anything moves.
        #expect(throws: Diagnostic.self) {
            try OutputWriter.write([OutputFile(path: "first.txt", text: "1"), OutputFile(path: "a", text: "file"), OutputFile(path: "a/b.txt", text: "x")], to: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/first.txt"))
        #expect(stagingFolders().subtracting(before).isEmpty, "the staging folder is removed")
    }
}
