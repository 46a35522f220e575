import Foundation
import LiveryTestSupport
import Testing

/// Runs the built `livery` binary as a separate process.
@Suite("livery executable")
struct ExecutableTests {
    @Test func colorReadsStandardInputAndWritesJSONLines() async throws {
        let binary = try #require(LiveryBinary.url, "no livery executable in \(LiveryBinary.candidates)")
        let run = try await ChildRun.run(
            binary, ["color", "--json"], input: Data("#ff0000\n{\"colorSpace\":\"srgb\",\"components\":[0,0,1]}\n".utf8)
        )
        let (stdout, stderr) = (run.standardOutput, run.standardError)

        #expect(run.status == 0, "stderr: \(stderr)")
        #expect(stderr == "")
        let lines = stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(stdout)")
        #expect(
            lines.first?.hasPrefix(
                ##"{"input":"#ff0000","hex":"#ff0000","dtcg":{"colorSpace":"srgb","components":[1,0,0],"hex":"#ff0000"},"srgb":[1,0,0],"##
            ) == true)
        #expect(lines.last?.contains(##""hex":"#0000ff""##) == true)
    }
}

/// Where the build put the `livery` executable: next to the test bundle (SwiftPM puts every
/// product of a configuration in one directory, and the test target depends on the executable,
/// so building the tests builds it), or else in `.build/debug` of this package.
enum LiveryBinary {
    static var candidates: [URL] {
        var directories: [URL] = []
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        // On macOS the test bundle (.xctest) sits in the products directory, loaded by Xcode's runner.
        directories += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map {
            $0.bundleURL.deletingLastPathComponent()
        }
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        // Tests/LiveryCLITests/EndToEnd/ExecutableTests.swift → package root.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        directories.append(root.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent("livery") }
    }

    static var url: URL? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) && !isDirectory($0) }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
