import Foundation
import LiveryTestSupport
import Testing

/// A write that the file system refuses is reported in words, with exit status 1.
@Suite("file errors in words")
struct FileErrorMessageTests {
    @Test func previewOntoAFolderSaysItIsAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, io) = livery("preview", TestPaths.exampleResolver, "-o", folder.path)
        #expect(status == 1)
        #expect(io.standardError == "error: \(folder.path): cannot write: it is a folder\n")
    }

    @Test func mergeBelowAFileSaysWhichPathIsAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let a = try folder.write("a.tokens.json", text: #"{"x": {"$type": "number", "$value": 1}}"#)
        let (status, io) = livery("merge", a, "-o", a + "/merged.json")
        #expect(status == 1)
        #expect(
            io.standardError.hasSuffix("error: \(a)/merged.json: cannot write: \(a) is a file, not a folder\n"),
            "\(io.standardError)")
        #expect(!io.standardError.contains("NSCocoaErrorDomain"))
    }

    @Test func exportBelowAFileSaysTheFolderCannotBeCreated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("notes.txt", text: "x")
        let (status, io) = livery("export", TestPaths.exampleResolver, "--format", "css", "-o", file + "/css")
        #expect(status == 1)
        #expect(io.standardError == "error: \(file): cannot create the folder: it is a file, not a folder\n")
    }
}
