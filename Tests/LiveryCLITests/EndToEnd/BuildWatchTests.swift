import Foundation
import LiveryTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `livery build --watch` as a user runs it: the real executable in a folder of its own, real
/// file edits, and a stop by signal; every wait is bounded.
@Suite("livery build --watch")
struct BuildWatchTests {
    static let resolver = """
        {
          "version": "2025.10",
          "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
          "resolutionOrder": [{"$ref": "#/sets/base"}]
        }
        """
    /// A token file whose `color.accent` has the red channel `red`.
    static func tokens(red: Int) -> String {
        """
        {
          "color": {
            "$type": "color",
            "accent": {"$value": {"colorSpace": "srgb", "components": [\(Double(red) / 255), 0, 0]}}
          }
        }
        """
    }
    /// A token file whose `color.link` (its name on line 5, column 5) refers to a token that does not exist.
    static let brokenTokens = """
        {
          "color": {
            "$type": "color",
            "accent": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
            "link": {"$value": "{color.nope}"}
          }
        }
        """

    /// A folder with a config building CSS (`out/css/tokens.css` and `tokens.light-dark.css`)
    /// from `tokens/app.resolver.json`.
    private static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("watch")
        try folder.write("tokens/app.resolver.json", text: resolver)
        try folder.write("tokens/base.tokens.json", text: tokens(red: 255))
        try folder.write(
            "livery.json",
            text: #"{"resolver": "tokens/app.resolver.json", "exports": ["css"], "preview": false, "output": "out"}"#)
        return folder
    }

    @Test("rebuilds on an edit, keeps the last good output on a broken one, stops on SIGINT")
    func rebuildsOnEditsAndStopsOnSIGINT() async throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try await offThePool {
            let watch = try WatchedBuild(in: folder)
            defer { watch.end() }
            try watch.waitForOutput("watching 3 files for changes (Ctrl-C stops)\n")
            let css = folder.path + "/out/css/tokens.css"
            let first = try String(contentsOfFile: css, encoding: .utf8)
            #expect(first.contains("#ff0000"), "\(first)")

            try folder.write("tokens/base.tokens.json", text: Self.tokens(red: 0x80))
            try watch.waitForOutput("changed: tokens/base.tokens.json; rebuilding\n")
            try watch.waitForOutput("wrote 2 files to out\n", occurrences: 2)
            let edited = try String(contentsOfFile: css, encoding: .utf8)
            #expect(edited.contains("#800000"), "\(edited)")

            try folder.write("tokens/base.tokens.json", text: Self.brokenTokens)
            try watch.waitForErrors("kept the last good outputs in out\n")
            #expect(
                watch.errors.contains("error: tokens/base.tokens.json:5:5: color.link: "),
                "the error names the file and line: \(watch.errors)")
            #expect(try String(contentsOfFile: css, encoding: .utf8) == edited, "the last good output stays")

            try folder.write("tokens/base.tokens.json", text: Self.tokens(red: 0x80))
            try watch.waitForOutput("wrote 0 files to out (2 unchanged)\n")

            #expect(kill(watch.identifier, SIGINT) == 0)
            #expect(watch.exit.wait(seconds: 20), "stopped within 20 s of SIGINT")
            #expect(watch.status == 0)
            #expect(watch.output.hasSuffix("stopped watching (SIGINT)\n"), "\(watch.output)")
            #expect(watch.output.components(separatedBy: "rebuilding\n").count == 4, "three rebuilds: \(watch.output)")
        }
    }

    @Test("SIGTERM stops the watch cleanly")
    func stopsOnSIGTERM() async throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try await offThePool {
            let watch = try WatchedBuild(in: folder)
            defer { watch.end() }
            try watch.waitForOutput("watching 3 files for changes (Ctrl-C stops)\n")
            #expect(kill(watch.identifier, SIGTERM) == 0)
            #expect(watch.exit.wait(seconds: 20), "stopped within 20 s of SIGTERM")
            #expect(watch.status == 0)
            #expect(watch.output.hasSuffix("stopped watching (SIGTERM)\n"), "\(watch.output)")
        }
    }
}

/// `livery build livery.json --watch` running in `folder`, its streams in files read as it goes.
private final class WatchedBuild {
    let process = Process()
    let exit: ChildExit
    private let scratch: TemporaryFolder

    /// The process identifier, for signals.
    var identifier: Int32 { process.processIdentifier }
    var output: String { (try? String(contentsOf: scratch.url("stdout"), encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: scratch.url("stderr"), encoding: .utf8)) ?? "" }
    var status: Int32 { process.terminationStatus }

    init(in folder: TemporaryFolder) throws {
        guard let binary = LiveryBinary.url else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(LiveryBinary.candidates)"])
        }
        scratch = try TemporaryFolder("watch-streams")
        try scratch.write("stdout", text: "")
        try scratch.write("stderr", text: "")
        process.executableURL = binary
        process.arguments = ["build", "livery.json", "--watch"]
        process.currentDirectoryURL = folder.url
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: scratch.url("stdout"))
        process.standardError = try FileHandle(forWritingTo: scratch.url("stderr"))
        exit = try ChildExit.start(process)
    }

    /// Waits (up to `seconds`) until standard output holds `text` `occurrences` times.
    func waitForOutput(_ text: String, occurrences: Int = 1, seconds: Double = 60) throws {
        try wait(for: text, occurrences: occurrences, seconds: seconds) { self.output }
    }

    /// Waits (up to `seconds`) until standard error holds `text`.
    func waitForErrors(_ text: String, seconds: Double = 60) throws {
        try wait(for: text, occurrences: 1, seconds: seconds) { self.errors }
    }

    private func wait(for text: String, occurrences: Int, seconds: Double, _ read: () -> String) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while read().components(separatedBy: text).count - 1 < occurrences {
            guard Date() < deadline, !exit.hasExited else {
                throw WatchTimeout(
                    expected: text, output: output, errors: errors, exited: exit.hasExited)
            }
            usleep(20_000)
        }
    }

    /// Ends the process if it still runs and removes its stream files.
    func end() {
        exit.stop()
        scratch.remove()
    }
}

/// A watch that did not print what a test waited for.
private struct WatchTimeout: Error, CustomStringConvertible {
    var expected: String
    var output: String
    var errors: String
    var exited: Bool

    var description: String {
        "\(exited ? "livery exited" : "timed out") before printing \(expected.debugDescription); "
            + "stdout:\n\(output)\nstderr:\n\(errors)"
    }
}
