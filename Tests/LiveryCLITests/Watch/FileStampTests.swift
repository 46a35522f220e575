import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCLI

/// What a watcher compares: an edit made after a file was stamped for a build is seen at the
/// next look, however late the watcher takes its own stamps.
@Suite("File stamps of a watch")
struct FileStampTests {
    @Test func anEditAfterTheBuildReadTheFileIsSeenAtTheNextLook() throws {
        let folder = try TemporaryFolder("stamps")
        defer { folder.remove() }
        try folder.write("dark.tokens.json", text: "{\"a\": 1}")
        let path = folder.path + "/dark.tokens.json"
        let read = FileStamp.of([path])
        // Edited (same size) before the watcher stamps what the build read.
        Thread.sleep(forTimeInterval: 0.02)
        try folder.write("dark.tokens.json", text: "{\"a\": 2}")
        let late = FileStamp.of([path])
        #expect(late != read, "the edit changes the stamp")
        let kept = FileStamp.of([path], keeping: read)
        #expect(kept == read, "the stamp from before the build is kept")
        #expect(FileStamp.changes(from: kept, to: FileStamp.of([path])) == [path], "so the next look sees the edit")
    }

    @Test func onlyTheFilesTheBuildReadAreKept() throws {
        let folder = try TemporaryFolder("stamps")
        defer { folder.remove() }
        try folder.write("a.json", text: "{}")
        try folder.write("b.json", text: "{}")
        let a = folder.path + "/a.json"
        let b = folder.path + "/b.json"
        let read = FileStamp.of([a, b])
        let kept = FileStamp.of([a], keeping: read)
        #expect(Array(kept.keys) == [a], "a file no longer read is not watched, nor seen as changing")
        #expect(FileStamp.changes(from: kept, to: FileStamp.of([a])).isEmpty)
    }
}
