import Foundation
import LiveryTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `livery export` killed with SIGKILL over a previous export (issue 20): the output is the
/// previous export or the new one, file for file and byte for byte, and the next run leaves no
/// staging folder behind.
@Suite("livery export killed midway")
struct InterruptedExportTests {
    /// Every regular file under `folder` (relative path → bytes); symbolic links and folders
    /// are not followed into.
    private static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = enumerator.nextObject() as? String {
            let path = folder + "/" + relative
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            files[relative] = FileManager.default.contents(atPath: path)
        }
        return files
    }

    /// A token file of `count` colors; `variant` changes every value, and adds colors.
    private static func tokens(count: Int, variant: Int) -> String {
        let colors = (0..<(count + variant * 50)).map { index in
            let value = (index * 2_654_435 + variant * 7_777) % 0xFF_FFFF
            return "\"c\(index)\": {\"$type\": \"color\", \"$value\": \"#\(String(format: "%06x", value))\"}"
        }
        return "{\"color\": {\(colors.joined(separator: ", "))}}"
    }

    /// Runs `livery export tokens --format all -o output`, killing it with SIGKILL after
    /// `delay` seconds (`nil`: never); returns whether it was still running when killed.
    private static func export(
        _ binary: URL, tokens: String, to output: String, killAfter delay: Double?, whenStaging: Bool = false
    ) throws -> Bool {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["export", tokens, "--format", "all", "-o", output]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let exit = try ChildExit.start(process)
        guard let delay else {
            #expect(exit.wait(seconds: 120), "the export finished")
            #expect(process.terminationStatus == 0)
            return false
        }
        if whenStaging {
            // Waits (up to 30 s) for the staging folder to appear: the kill then lands while writing.
            let deadline = Date().addingTimeInterval(30)
            while !exit.hasExited, stagingFolders(beside: output).isEmpty, Date() < deadline { usleep(200) }
        }
        let running = !exit.wait(seconds: delay)
        exit.kill()
        return running
    }

    /// The names beside `output` that a write of Livery stages in.
    private static func stagingFolders(beside output: String) -> [String] {
        let parent = (output as NSString).deletingLastPathComponent
        return ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter {
            $0.contains(".livery-staging-") || $0.contains(".livery-making-")
        }
    }

    @Test("after SIGKILL at any moment the output is all old or all new; the next run finishes it")
    func killedExportLeavesOldOrNew() async throws {
        guard let binary = LiveryBinary.url else {
            Issue.record("no livery executable among \(LiveryBinary.candidates)")
            return
        }
        let scratch = try TemporaryFolder("interrupted")
        defer { scratch.remove() }
        let old = try scratch.write("old.tokens.json", bytes: Array(Self.tokens(count: 2_000, variant: 0).utf8))
        let new = try scratch.write("new.tokens.json", bytes: Array(Self.tokens(count: 2_000, variant: 1).utf8))
        let report = try await offThePool { () throws -> [String] in
            // The references: the old export alone, and the new one written over it, uninterrupted.
            let oldReference = scratch.path + "/reference-old/out"
            let newReference = scratch.path + "/reference-new/out"
            _ = try Self.export(binary, tokens: old, to: oldReference, killAfter: nil)
            _ = try Self.export(binary, tokens: old, to: newReference, killAfter: nil)
            _ = try Self.export(binary, tokens: new, to: newReference, killAfter: nil)
            let oldFiles = Self.snapshot(oldReference)
            let newFiles = Self.snapshot(newReference)
            #expect(oldFiles.count > 2_000)
            #expect(newFiles.count > oldFiles.count)
            #expect(oldFiles != newFiles)

            var outcomes: [String] = []
            let timed: [(Double, Bool)] = [0, 0.2, 0.5, 1.0].map { ($0, false) }
            let staged: [(Double, Bool)] = [0, 0.02, 0.1, 0.3].map { ($0, true) }
            for (run, (delay, whenStaging)) in (timed + staged).enumerated() {
                let output = scratch.path + "/run\(run)/out"
                try FileManager.default.createDirectory(
                    atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: oldReference, toPath: output)
                let killed = try Self.export(
                    binary, tokens: new, to: output, killAfter: delay, whenStaging: whenStaging)
                let files = Self.snapshot(output)
                let state = files == oldFiles ? "old" : files == newFiles ? "new" : "MIXED"
                #expect(
                    state != "MIXED",
                    "killed after \(delay) s\(whenStaging ? " of staging" : ""): \(files.count) files, neither old nor new"
                )
                outcomes.append(
                    "\(whenStaging ? "staging+" : "")\(Int(delay * 1000))ms: \(killed ? "killed" : "done"), \(state), "
                        + "\(Self.stagingFolders(beside: output).count) left")
                // The next run completes the export and removes what the killed one left.
                _ = try Self.export(binary, tokens: new, to: output, killAfter: nil)
                #expect(Self.snapshot(output) == newFiles, "run \(run) after the kill")
                #expect(Self.stagingFolders(beside: output).isEmpty, "run \(run): staging folders remain")
            }
            return outcomes
        }
        print("interrupted exports: " + report.joined(separator: "; "))
        // Without a kill during staging, the runs above test no interruption at all.
        #expect(
            report.contains { $0.hasPrefix("staging+") && $0.contains("killed") },
            "no export was killed while it staged: \(report)")
    }

    @Test("stale staging folders of dead runs are removed; anything else beside the output is not")
    func staleStagingFoldersAreRemoved() async throws {
        let scratch = try TemporaryFolder("stale")
        defer { scratch.remove() }
        let tokens = try scratch.write("tokens.json", bytes: Array(Self.tokens(count: 10, variant: 0).utf8))
        let output = scratch.path + "/out"
        let fileManager = FileManager.default
        // A process id no process can have.
        let dead =
            (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.map { $0 + 1 } ?? 999_999
        func staging(pid: Int32, marker: Bool, in parent: String = scratch.path) throws -> String {
            let path = parent + "/.out.livery-staging-\(pid)-\(UUID().uuidString)"
            try fileManager.createDirectory(atPath: path + "/tree/deep", withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/tree/deep/file.json"))
            if marker {
                try Data("livery staging folder v1\n\n".utf8).write(to: URL(fileURLWithPath: path + "/.livery-staging"))
            }
            return path
        }
        let stale = try staging(pid: dead, marker: true)
        let staleOld = try staging(pid: dead, marker: true)
        let unmarked = try staging(pid: dead, marker: false)
        let live = try staging(pid: getpid(), marker: true)
        let unrelated = scratch.path + "/unrelated"
        try fileManager.createDirectory(atPath: unrelated, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: unrelated + "/keep.txt"))
        // A symbolic link named like a stale staging folder, to a folder that looks like one.
        let elsewhere = try TemporaryFolder("stale-target")
        defer { elsewhere.remove() }
        let target = try staging(pid: dead, marker: true, in: elsewhere.path)
        let link = scratch.path + "/.out.livery-staging-\(dead)-\(UUID().uuidString)"
        try fileManager.createSymbolicLink(atPath: link, withDestinationPath: target)

        let run = try await BinaryRun.run(["export", tokens, "--format", "css", "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!fileManager.fileExists(atPath: stale))
        #expect(!fileManager.fileExists(atPath: staleOld))
        #expect(fileManager.fileExists(atPath: unmarked + "/tree/deep/file.json"), "no marker: not Livery's")
        #expect(fileManager.fileExists(atPath: live + "/tree/deep/file.json"), "its process runs")
        #expect(fileManager.contents(atPath: unrelated + "/keep.txt") == Data("mine".utf8))
        #expect((try? fileManager.destinationOfSymbolicLink(atPath: link)) == target, "the link stays")
        #expect(fileManager.fileExists(atPath: target + "/tree/deep/file.json"), "the link is not followed")
        #expect(fileManager.fileExists(atPath: target + "/.livery-staging"))
        #expect(fileManager.fileExists(atPath: output + "/tokens.css"))
    }
}
