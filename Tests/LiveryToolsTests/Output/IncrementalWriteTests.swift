import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Output writer: only changed files are written")
struct IncrementalWriteTests: OutputScratch {
    /// A modification time no write of the test can produce.
    private let longAgo = Date(timeIntervalSince1970: 1_000_000_000)

    /// Sets the file's modification time to ``longAgo``, so a rewrite would show even within
    /// the file system's timestamp granularity.
    private func age(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: path)
    }

    /// The file's inode number and modification time.
    private func identity(_ path: String) throws -> (inode: Int, modified: Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (
            (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1,
            attributes[.modificationDate] as? Date ?? .distantFuture
        )
    }

    private func overwriteInPlace(_ path: String, with text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test("files that already hold the set's bytes keep their inode and modification time")
    func unchangedFilesAreUntouched() throws {
        let folder = temporaryFolder()
        let files = [OutputFile(path: "a.txt", text: "A"), OutputFile(path: "x/b.txt", text: "B")]
        try OutputWriter.write(files, to: folder)
        try age(folder + "/a.txt")
        try age(folder + "/x/b.txt")
        let before = try [identity(folder + "/a.txt"), identity(folder + "/x/b.txt")]

        let report = try OutputWriter.write(files, to: folder)

        let after = try [identity(folder + "/a.txt"), identity(folder + "/x/b.txt")]
        #expect(after.map(\.inode) == before.map(\.inode))
        #expect(after.map(\.modified) == [longAgo, longAgo])
        #expect(report == OutputWriteReport(written: [], unchanged: 2))
        #expect(leftovers(beside: folder).isEmpty, "nothing is staged when nothing changed")
    }

    @Test("a changed file is replaced, and the unchanged file beside it is not touched")
    func changedFileIsReplaced() throws {
        let folder = temporaryFolder()
        try OutputWriter.write(
            [OutputFile(path: "x/a.txt", text: "old"), OutputFile(path: "x/b.txt", text: "B")], to: folder)
        try age(folder + "/x/b.txt")
        let untouched = try identity(folder + "/x/b.txt")

        let report = try OutputWriter.write(
            [OutputFile(path: "x/a.txt", text: "new"), OutputFile(path: "x/b.txt", text: "B")], to: folder)

        #expect(read(folder + "/x/a.txt") == "new")
        #expect(try identity(folder + "/x/b.txt") == untouched)
        #expect(report == OutputWriteReport(written: ["x/a.txt"], unchanged: 1))
        #expect(leftovers(beside: folder).isEmpty, "no staging folder is left behind")
    }

    @Test("a file grown or shrunk by hand is rewritten")
    func sizeChangesAreFound() throws {
        let folder = temporaryFolder()
        let files = [OutputFile(path: "long.txt", text: "abc"), OutputFile(path: "short.txt", text: "abc")]
        try OutputWriter.write(files, to: folder)
        try overwriteInPlace(folder + "/long.txt", with: "abcdef")
        try Data("ab".utf8).write(to: URL(fileURLWithPath: folder + "/short.txt"))

        let report = try OutputWriter.write(files, to: folder)

        #expect(read(folder + "/long.txt") == "abc")
        #expect(read(folder + "/short.txt") == "abc")
        #expect(report.written == ["long.txt", "short.txt"])
    }

    @Test("a hand edit that keeps the size and the modification time is still found and undone")
    func sameSizeSameTimeEditIsRestored() throws {
        let folder = temporaryFolder()
        let files = [OutputFile(path: "x/a.txt", text: "AAAA")]
        try OutputWriter.write(files, to: folder)
        try age(folder + "/x/a.txt")
        try overwriteInPlace(folder + "/x/a.txt", with: "BBBB")
        try age(folder + "/x/a.txt")

        let report = try OutputWriter.write(files, to: folder)

        #expect(read(folder + "/x/a.txt") == "AAAA")
        #expect(report.written == ["x/a.txt"])
    }

    @Test("a deleted output file is written again, and a deleted folder comes back whole")
    func deletedOutputIsRestored() throws {
        let folder = temporaryFolder()
        let files = [
            OutputFile(path: "c.xcassets/red.colorset/Contents.json", text: "R"),
            OutputFile(path: "c.xcassets/blue.colorset/Contents.json", text: "B"),
            OutputFile(path: "css/tokens.css", text: "T"),
        ]
        try OutputWriter.write(files, to: folder)
        try FileManager.default.removeItem(atPath: folder + "/c.xcassets/red.colorset")
        try FileManager.default.removeItem(atPath: folder + "/css/tokens.css")

        let report = try OutputWriter.write(files, to: folder)

        #expect(read(folder + "/c.xcassets/red.colorset/Contents.json") == "R")
        #expect(read(folder + "/css/tokens.css") == "T")
        #expect(report.written == ["c.xcassets/red.colorset/Contents.json", "css/tokens.css"])
        #expect(report.unchanged == 1)
        #expect(leftovers(beside: folder).isEmpty, "no staging folder is left behind")
    }

    @Test("a new file appears in an existing folder, and a new folder inside an existing one arrives")
    func newFilesAndFoldersAppear() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([OutputFile(path: "x/b.txt", text: "B")], to: folder)
        try age(folder + "/x/b.txt")
        let untouched = try identity(folder + "/x/b.txt")

        let report = try OutputWriter.write(
            [
                OutputFile(path: "x/b.txt", text: "B"), OutputFile(path: "x/c.txt", text: "C"),
                OutputFile(path: "x/y/z/d.txt", text: "D"),
            ], to: folder)

        #expect(read(folder + "/x/c.txt") == "C")
        #expect(read(folder + "/x/y/z/d.txt") == "D")
        #expect(try identity(folder + "/x/b.txt") == untouched)
        #expect(report.written == ["x/c.txt", "x/y/z/d.txt"])
    }

    @Test("in a large set, written on several threads, one changed file is the only one written")
    func largeSetWritesOnlyTheChange() throws {
        let folder = temporaryFolder()
        var files = (0..<300).map { OutputFile(path: "x.xcassets/c\($0).colorset/Contents.json", text: "\($0)") }
        try OutputWriter.write(files, to: folder)
        try age(folder + "/x.xcassets/c0.colorset/Contents.json")
        let untouched = try identity(folder + "/x.xcassets/c0.colorset/Contents.json")
        files[150] = OutputFile(path: files[150].path, text: "changed")

        let report = try OutputWriter.write(files, to: folder)

        #expect(report == OutputWriteReport(written: ["x.xcassets/c150.colorset/Contents.json"], unchanged: 299))
        #expect(read(folder + "/x.xcassets/c150.colorset/Contents.json") == "changed")
        #expect(try identity(folder + "/x.xcassets/c0.colorset/Contents.json") == untouched)
    }

    @Test("a conflict in an existing output stops the write before a changed file is replaced")
    func conflictStopsAChangedFile() throws {
        let folder = temporaryFolder()
        try OutputWriter.write(
            [OutputFile(path: "a.txt", text: "old"), OutputFile(path: "css/deep", text: "file")], to: folder)
        let error = #expect(throws: Diagnostic.self) {
            try OutputWriter.write(
                [OutputFile(path: "a.txt", text: "new"), OutputFile(path: "css/deep/x.css", text: "X")], to: folder)
        }
        #expect(error?.message.contains("a file stands where a folder is needed") == true)
        #expect(error?.file?.hasSuffix("out/css/deep") == true)
        #expect(read(folder + "/a.txt") == "old")
        #expect(leftovers(beside: folder).isEmpty, "nothing was staged")
    }

    @Test("a failure while staging leaves an existing output as it was")
    func stagingFailureChangesNothing() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([OutputFile(path: "a.txt", text: "old")], to: folder)
        let tooLong = String(repeating: "n", count: 300) + ".txt"
        #expect(throws: Diagnostic.self) {
            try OutputWriter.write(
                [OutputFile(path: "a.txt", text: "new"), OutputFile(path: "new/" + tooLong, text: "x")], to: folder)
        }
        #expect(read(folder + "/a.txt") == "old")
        #expect(!FileManager.default.fileExists(atPath: folder + "/new"))
        #expect(leftovers(beside: folder).isEmpty, "no staging folder is left behind")
    }

    @Test("a rename that fails puts back the files already moved in")
    func failedRenameIsUndone() throws {
        let folder = temporaryFolder()
        try OutputWriter.write(
            [OutputFile(path: "a.txt", text: "old"), OutputFile(path: "x/b.txt", text: "B")], to: folder)
        // Staged under a short name, this file only fails when renamed to its own name.
        let tooLong = String(repeating: "n", count: 300) + ".txt"
        #expect(throws: Diagnostic.self) {
            try OutputWriter.write(
                [
                    OutputFile(path: "a.txt", text: "new"), OutputFile(path: "y/c.txt", text: "C"),
                    OutputFile(path: "x/" + tooLong, text: "x"),
                ], to: folder)
        }
        #expect(read(folder + "/a.txt") == "old")
        #expect(!FileManager.default.fileExists(atPath: folder + "/y"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/x") == ["b.txt"])
        #expect(leftovers(beside: folder).isEmpty, "no staging folder is left behind")
    }

    @Test("a path the set names twice is reported once, with the last bytes written")
    func duplicatesAreReportedOnce() throws {
        let folder = temporaryFolder()
        let report = try OutputWriter.write(
            [OutputFile(path: "a/b.txt", text: "1"), OutputFile(path: "./a//b.txt", text: "2")], to: folder)
        #expect(report.written == ["a/b.txt"])
        #expect(read(folder + "/a/b.txt") == "2")
    }

    @Test("writing one file that already holds its bytes leaves it untouched")
    func singleUnchangedFileIsUntouched() throws {
        let path = temporaryFolder() + "/one.json"
        try OutputWriter.write(OutputFile(path: "one.json", text: "{}"), toPath: path)
        try age(path)
        let before = try identity(path)
        try OutputWriter.write(OutputFile(path: "one.json", text: "{}"), toPath: path)
        #expect(try identity(path) == before)
        try OutputWriter.write(OutputFile(path: "one.json", text: "[]"), toPath: path)
        #expect(read(path) == "[]")
    }
}
