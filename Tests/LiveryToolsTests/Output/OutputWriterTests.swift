import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Output writer")
struct OutputWriterTests: OutputScratch {
    private func put(_ text: String, at path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("writes every file into a new destination, creating folders")
    func writesFiles() throws {
        let folder = temporaryFolder()
        try OutputWriter.write(
            [OutputFile(path: "a.txt", text: "A"), OutputFile(path: "x/y/b.txt", text: "B")], to: folder)
        #expect(read(folder + "/a.txt") == "A")
        #expect(read(folder + "/x/y/b.txt") == "B")
        #expect(leftovers(beside: folder).isEmpty, "no staging folder is left behind")
    }

    @Test("an empty set still creates the destination")
    func emptySetCreatesDestination() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([], to: folder)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test("writing again replaces existing files and leaves others alone")
    func replaces() throws {
        let folder = temporaryFolder()
        try OutputWriter.write(
            [OutputFile(path: "a.txt", text: "old"), OutputFile(path: "keep.txt", text: "K")], to: folder)
        try OutputWriter.write([OutputFile(path: "a.txt", text: "new")], to: folder)
        #expect(read(folder + "/a.txt") == "new")
        #expect(read(folder + "/keep.txt") == "K")
    }

    @Test("an existing folder is merged: its other files stay, new folders beside it arrive whole")
    func mergesExistingFolders() throws {
        let folder = temporaryFolder()
        try put("mine", at: folder + "/css/deep/mine.css")
        try put("notes", at: folder + "/notes.txt")
        try OutputWriter.write(
            [
                OutputFile(path: "css/tokens.css", text: "T"), OutputFile(path: "css/deep/more.css", text: "M"),
                OutputFile(path: "swift/Tokens.swift", text: "S"), OutputFile(path: "swift/x/y.swift", text: "Y"),
            ], to: folder)
        #expect(read(folder + "/css/deep/mine.css") == "mine")
        #expect(read(folder + "/notes.txt") == "notes")
        #expect(read(folder + "/css/tokens.css") == "T")
        #expect(read(folder + "/css/deep/more.css") == "M")
        #expect(read(folder + "/swift/Tokens.swift") == "S")
        #expect(read(folder + "/swift/x/y.swift") == "Y")
        #expect(leftovers(beside: folder).isEmpty, "no staging folder is left behind")
    }

    @Test("the same path named twice keeps the last contents")
    func lastOfDuplicatesWins() throws {
        let folder = temporaryFolder()
        try OutputWriter.write(
            [OutputFile(path: "a/b.txt", text: "1"), OutputFile(path: "a//b.txt", text: "2")], to: folder)
        #expect(read(folder + "/a/b.txt") == "2")
    }

    @Test("a large set, written on several threads, lands whole with the last of duplicates winning")
    func largeSet() throws {
        let folder = temporaryFolder()
        var files = (0..<300).map { OutputFile(path: "x.xcassets/c\($0).colorset/Contents.json", text: "\($0)") }
        files.append(OutputFile(path: "x.xcassets/c7.colorset/Contents.json", text: "last"))
        try OutputWriter.write(files, to: folder)
        #expect(read(folder + "/x.xcassets/c0.colorset/Contents.json") == "0")
        #expect(read(folder + "/x.xcassets/c299.colorset/Contents.json") == "299")
        #expect(read(folder + "/x.xcassets/c7.colorset/Contents.json") == "last")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/x.xcassets")
        #expect(written.count == 300)
        #expect(leftovers(beside: folder).isEmpty, "no staging folder is left behind")
    }

    @Test("a path escaping the folder is refused and nothing is written")
    func refusesEscapes() {
        let folder = temporaryFolder()
        #expect(throws: Diagnostic.self) {
            try OutputWriter.write(
                [OutputFile(path: "ok.txt", text: "x"), OutputFile(path: "../evil.txt", text: "x")], to: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/ok.txt"))
        #expect(!FileManager.default.fileExists(atPath: (folder as NSString).deletingLastPathComponent + "/evil.txt"))
    }

    @Test("an absolute path is refused")
    func refusesAbsolutePaths() {
        #expect(throws: Diagnostic.self) {
            try OutputWriter.write([OutputFile(path: "/tmp/evil.txt", text: "x")], to: temporaryFolder())
        }
    }

    @Test("a set naming one path as both file and folder fails before anything is written")
    func noPartialOutput() throws {
        let folder = temporaryFolder()
        #expect(throws: Diagnostic.self) {
            try OutputWriter.write(
                [
                    OutputFile(path: "first.txt", text: "1"), OutputFile(path: "a", text: "file"),
                    OutputFile(path: "a/b.txt", text: "x"),
                ], to: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/first.txt"))
        #expect(leftovers(beside: folder).isEmpty, "no staging folder is left behind")
    }

    @Test("an existing file where a folder is needed stops the write before anything moves")
    func fileInTheWayOfAFolder() throws {
        let folder = temporaryFolder()
        try put("user file", at: folder + "/css/deep")
        let error = #expect(throws: Diagnostic.self) {
            try OutputWriter.write(
                [OutputFile(path: "top.txt", text: "T"), OutputFile(path: "css/deep/a.css", text: "A")], to: folder)
        }
        #expect(error?.message.contains("a file stands where a folder is needed") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/top.txt"))
        #expect(read(folder + "/css/deep") == "user file")
        #expect(leftovers(beside: folder).isEmpty, "no staging folder is left behind")
    }

    @Test("an existing folder where a file goes stops the write before anything moves")
    func folderInTheWayOfAFile() throws {
        let folder = temporaryFolder()
        try put("inside", at: folder + "/css/tokens.css/inside.txt")
        #expect(throws: Diagnostic.self) {
            try OutputWriter.write(
                [OutputFile(path: "top.txt", text: "T"), OutputFile(path: "css/tokens.css", text: "A")], to: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/top.txt"))
        #expect(read(folder + "/css/tokens.css/inside.txt") == "inside")
    }

    @Test("a destination that is a file is refused")
    func destinationIsAFile() throws {
        let folder = temporaryFolder()
        try put("not a folder", at: folder)
        #expect(throws: Diagnostic.self) { try OutputWriter.write([OutputFile(path: "a.txt", text: "A")], to: folder) }
        #expect(read(folder) == "not a folder")
    }

    @Test("checkWritable accepts a new destination and writes nothing")
    func checkWritableWritesNothing() throws {
        let folder = temporaryFolder()
        try OutputWriter.checkWritable([OutputFile(path: "a/b.txt", text: "B")], to: folder)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
