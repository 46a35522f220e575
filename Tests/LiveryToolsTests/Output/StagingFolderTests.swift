import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Output writer: staging folders and the swap")
struct StagingFolderTests: OutputScratch {
    /// A process id no process can have.
    private var deadProcess: Int32 {
        (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.map { $0 + 1 } ?? 999_999
    }

    /// A staging folder of a dead process beside `folder`, as a swap killed between its two
    /// renames leaves it: the marker naming `swapped`, the old folder in `old`, the new in `tree`.
    private func interruptedSwap(beside folder: String, swapped: String) throws -> String {
        let parent = (folder as NSString).deletingLastPathComponent
        let path = parent + "/" + StagingFolder.prefix(for: folder) + "\(deadProcess)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path + "/old", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path + "/tree", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: path + "/old/a.txt"))
        try Data("new".utf8).write(to: URL(fileURLWithPath: path + "/tree/a.txt"))
        try Data((StagingFolder.markerMagic + "\n" + swapped + "\n").utf8)
            .write(to: URL(fileURLWithPath: path + "/" + StagingFolder.markerName))
        return path
    }

    @Test("a swap killed after the old folder left puts the old folder back: all old")
    func missingTargetIsRestored() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try interruptedSwap(beside: folder, swapped: "")
        let parent = (folder as NSString).deletingLastPathComponent
        try FileManager.default.removeItem(atPath: folder)
        #expect(StagingFolder.cleanUp(beside: folder).count == 1)
        #expect(read(folder + "/a.txt") == "old")
        #expect(leftovers(beside: folder).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["out"])
    }

    @Test("a swapped subfolder that is missing comes back in its place")
    func missingSubfolderIsRestored() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([OutputFile(path: "keep.txt", text: "k")], to: folder)
        _ = try interruptedSwap(beside: folder, swapped: "xcassets/Colors")
        try FileManager.default.createDirectory(atPath: folder + "/xcassets", withIntermediateDirectories: true)
        StagingFolder.cleanUp(beside: folder)
        #expect(read(folder + "/xcassets/Colors/a.txt") == "old")
        #expect(read(folder + "/keep.txt") == "k")
        #expect(leftovers(beside: folder).isEmpty)
    }

    @Test("when the swap completed, the old folder is dropped and the new one stays")
    func completedSwapKeepsTheNew() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([OutputFile(path: "a.txt", text: "new")], to: folder)
        _ = try interruptedSwap(beside: folder, swapped: "")
        StagingFolder.cleanUp(beside: folder)
        #expect(read(folder + "/a.txt") == "new")
        #expect(leftovers(beside: folder).isEmpty)
    }

    @Test("a folder a dead process was still making (no output in it yet) is removed; one holding more is kept")
    func unfinishedMakingFolders() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([OutputFile(path: "a.txt", text: "new")], to: folder)
        let parent = (folder as NSString).deletingLastPathComponent
        let making = StagingFolder.makingPrefix(for: folder)
        let empty = parent + "/" + making + "\(deadProcess)-\(UUID().uuidString)"
        let marked = parent + "/" + making + "\(deadProcess)-\(UUID().uuidString)"
        let holding = parent + "/" + making + "\(deadProcess)-\(UUID().uuidString)"
        for path in [empty, marked, holding] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        try Data(StagingFolder.markerMagic.utf8).write(
            to: URL(fileURLWithPath: marked + "/" + StagingFolder.markerName))
        try Data("user".utf8).write(to: URL(fileURLWithPath: holding + "/notes.txt"))
        #expect(Set(StagingFolder.cleanUp(beside: folder)) == [empty, marked])
        #expect(FileManager.default.fileExists(atPath: holding + "/notes.txt"))
    }

    @Test("a new staging folder has its marker from the moment it has its name")
    func stagingFoldersAppearWithTheirMarker() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([OutputFile(path: "a.txt", text: "new")], to: folder)
        let staging = try StagingFolder.make(beside: folder, swapping: "")
        defer { try? FileManager.default.removeItem(atPath: staging) }
        #expect(StagingFolder.marker(in: staging) == "")
        let parent = (folder as NSString).deletingLastPathComponent
        let names = try FileManager.default.contentsOfDirectory(atPath: parent)
        #expect(!names.contains { $0.hasPrefix(StagingFolder.makingPrefix(for: folder)) }, "\(names)")
    }

    @Test("a marker naming a path outside the destination, or a live process, keeps the folder")
    func suspiciousFoldersAreKept() throws {
        let folder = temporaryFolder()
        try OutputWriter.write([OutputFile(path: "a.txt", text: "new")], to: folder)
        let escaping = try interruptedSwap(beside: folder, swapped: "../elsewhere")
        let parent = (folder as NSString).deletingLastPathComponent
        let live = parent + "/" + StagingFolder.prefix(for: folder) + "\(getpid())-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: escaping, toPath: live)
        try Data((StagingFolder.markerMagic + "\n\n").utf8)
            .write(to: URL(fileURLWithPath: live + "/" + StagingFolder.markerName))
        #expect(StagingFolder.cleanUp(beside: folder).isEmpty)
        #expect(Set(leftovers(beside: folder)) == Set([escaping, live].map { ($0 as NSString).lastPathComponent }))
        #expect(!FileManager.default.fileExists(atPath: parent + "/elsewhere"))
    }

    @Test("a write of several changes swaps: unrelated files stay, unchanged files keep their inode")
    func swapKeepsOtherFiles() throws {
        let folder = temporaryFolder()
        try OutputWriter.write(
            [
                OutputFile(path: "a/one.txt", text: "1"), OutputFile(path: "a/two.txt", text: "2"),
                OutputFile(path: "a/same.txt", text: "s"),
            ], to: folder)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/a/mine.txt"))
        try FileManager.default.createDirectory(atPath: folder + "/a/user/deep", withIntermediateDirectories: true)
        try Data("deep".utf8).write(to: URL(fileURLWithPath: folder + "/a/user/deep/x"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/a/link", withDestinationPath: "mine.txt")
        let inode = try #require(
            try FileManager.default.attributesOfItem(atPath: folder + "/a/same.txt")[.systemFileNumber] as? UInt64)
        let report = try OutputWriter.write(
            [
                OutputFile(path: "a/one.txt", text: "1!"), OutputFile(path: "a/two.txt", text: "2!"),
                OutputFile(path: "a/same.txt", text: "s"), OutputFile(path: "a/new/three.txt", text: "3"),
            ], to: folder)
        #expect(report.written == ["a/one.txt", "a/two.txt", "a/new/three.txt"])
        #expect(read(folder + "/a/one.txt") == "1!")
        #expect(read(folder + "/a/two.txt") == "2!")
        #expect(read(folder + "/a/new/three.txt") == "3")
        #expect(read(folder + "/a/mine.txt") == "mine")
        #expect(read(folder + "/a/user/deep/x") == "deep")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/a/link")) == "mine.txt")
        #expect(
            try FileManager.default.attributesOfItem(atPath: folder + "/a/same.txt")[.systemFileNumber] as? UInt64
                == inode)
        #expect(leftovers(beside: folder).isEmpty)
    }

    @Test("the swapped folder is the deepest one holding every change")
    func swapRootIsTheDeepestCommonFolder() throws {
        let folder = temporaryFolder()
        try OutputWriter.write(
            [OutputFile(path: "x/a/b/one.txt", text: "1"), OutputFile(path: "x/a/c/two.txt", text: "2")], to: folder)
        let files = [OutputFile(path: "x/a/b/one.txt", text: "1!"), OutputFile(path: "x/a/c/two.txt", text: "2!")]
        let layout = try OutputLayout(files)
        let survey = try DestinationSurvey(layout, of: files, in: folder, named: folder)
        #expect(OutputWriter.swapRoot(of: layout, survey: survey, destination: folder) == "x/a")
    }
}
