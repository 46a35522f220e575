import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// File errors are said in words, never as "NSCocoaErrorDomain error 512".
@Suite("File problems in words")
struct FileProblemTests: OutputScratch {
    @Test func writingOverAFolderSaysItIsAFolder() throws {
        let path = temporaryFolder()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        do throws(Diagnostic) {
            try OutputWriter.write(OutputFile(path: "x", contents: [1]), toPath: path)
            Issue.record("wrote over a folder")
        } catch {
            #expect(error.description == "\(path): cannot write: it is a folder")
        }
    }

    @Test func writingBelowAFileSaysWhichPathIsAFile() throws {
        let path = temporaryFolder()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let file = path + "/notes.txt"
        try Data([1]).write(to: URL(fileURLWithPath: file))
        do throws(Diagnostic) {
            try OutputWriter.write(OutputFile(path: "x", contents: [1]), toPath: file + "/sub/page.html")
            Issue.record("wrote below a file")
        } catch {
            #expect(error.description == "\(file)/sub/page.html: cannot write: \(file) is a file, not a folder")
        }
        do throws(Diagnostic) {
            _ = try OutputWriter.write([OutputFile(path: "a.css", contents: [1])], to: file + "/out")
            Issue.record("wrote a folder below a file")
        } catch {
            #expect(!error.description.contains("NSCocoaErrorDomain"), "\(error)")
            #expect(error.description.contains("is a file, not a folder"), "\(error)")
        }
    }

    @Test(arguments: [
        (
            NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteNoPermission.rawValue),
            "cannot write: permission denied"
        ),
        (
            NSError(
                domain: NSCocoaErrorDomain, code: 512,
                userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))]),
            "cannot write: permission denied"
        ),
        (NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)), "cannot write: no space left on device"),
        (
            NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteVolumeReadOnly.rawValue),
            "cannot write: the file system is read-only"
        ),
        (NSError(domain: NSCocoaErrorDomain, code: 512), "cannot write: the system refused (NSCocoaErrorDomain 512)"),
    ])
    func systemErrorsAreSaidInWords(error: NSError, expected: String) throws {
        let path = temporaryFolder()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect(FileProblem.describe(error, at: path + "/new.json") == expected)
    }
}
