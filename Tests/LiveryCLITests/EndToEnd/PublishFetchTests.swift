import Foundation
import LiveryTestSupport
import Testing

/// `livery publish` then `livery fetch` against a real HTTP server (Python's `http.server`).
///
/// `fetch` run in-process waits for its async work on the calling thread (`AsyncBridge`), so
/// it runs off the cooperative pool here, as it does on the executable's main thread.
@Suite("livery publish and fetch", .serialized)
struct PublishFetchTests {
    @Test func publishedBundleIsFetchedAndValidatedAgainstItsResolver() async throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let site = folder.path + "/site"
        let published = livery("publish", TestPaths.exampleResolver, "-o", site)
        #expect(published.status == 0, "\(published.io.standardError)")
        #expect(
            published.io.standardOutput
                == "published 8 themes, manifest.json and the web runtime (livery.js) to \(site)\n")
        #expect(folder.files(under: "site").filter { $0.hasPrefix("themes/") }.count == 8)

        let server = try StaticServer(serving: site)
        defer { server.stop() }
        let url = "http://127.0.0.1:\(server.port)/manifest.json"
        let first = try await BinaryRun.run([
            "fetch", url, "--cache", folder.path + "/cache", "--base", TestPaths.exampleResolver,
        ])
        #expect(first.status == 0, "\(first.standardOutput)\(first.standardError)")
        #expect(first.standardOutput.contains("validated 8 layers\n"), "\(first.standardOutput)")
        #expect(
            first.standardOutput.hasSuffix("\n")
                && first.standardOutput.split(separator: "\n").last?.hasPrefix("updated to revision ") == true)

        let second = try await BinaryRun.run(["fetch", url, "--cache", folder.path + "/cache"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.hasPrefix("cache: restored revision "), "\(second.standardOutput)")
    }

    @Test func unreachableServerFailsWithExitStatus1() async throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let run = try await BinaryRun.run([
            "fetch", "http://127.0.0.1:9/manifest.json", "--cache", folder.path, "--attempts", "1",
        ])
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix("error: failed, keeping the current theme: http://127.0.0.1:9/manifest.json: "),
            "\(run.standardError)")
    }

    @Test func retriesEndWithinTheBudgetWhateverTheAttemptCount() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let start = ContinuousClock.now
        let (status, io) = await offThePool {
            livery(
                "fetch", "http://127.0.0.1:9/manifest.json", "--cache", folder.path, "--attempts", "1000000000",
                "--budget", "1.5")
        }
        #expect(status == 1)
        #expect(
            ContinuousClock.now - start < .seconds(30),
            "generous for a loaded machine; unbounded before: \(io.standardOutput)")
        // Either the last refusal, with no retry whose wait would pass the budget, or (on a
        // loaded machine) an attempt cut off by the budget itself.
        let stopped = io.standardOutput.contains("no retry: waiting") && io.standardError.contains("cannot connect")
        #expect(
            stopped || io.standardError.contains("within the refresh budget of 1.5 s"),
            "\(io.standardOutput)\(io.standardError)")
    }

    @Test func aCacheThatCannotBeWrittenIsReportedInWordsBeforeAnyDownload() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.path + "/not-a-folder"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let (status, io) = await offThePool {
            livery(
                "fetch", "http://127.0.0.1:9/manifest.json", "--cache", file + "/cache", "--attempts", "1")
        }
        #expect(status == 1)
        #expect(
            io.standardError == "error: failed, keeping the current theme: cannot create the cache folder "
                + "\(file)/cache: \(file) is a file, not a folder\n", "\(io.standardError)")
        #expect(!io.standardOutput.contains("GET "), "nothing was requested: \(io.standardOutput)")
    }

    @Test func budgetMustBeAPositiveNumberOfSeconds() async {
        for bad in ["0", "-1", "soon", "nan"] {
            let (status, io) = await offThePool {
                livery(
                    "fetch", "http://127.0.0.1:9/manifest.json", "--cache", "/tmp/never", "--budget", bad)
            }
            #expect(status == 2, "--budget \(bad)")
            #expect(
                io.standardError.hasPrefix("Error: --budget expects a number of seconds above 0"), "\(io.standardError)"
            )
        }
    }

    @Test func urlThatIsNotHTTPIsAUsageError() async {
        let (status, io) = await offThePool {
            livery("fetch", "ftp://example.com/manifest.json", "--cache", "/tmp/never")
        }
        #expect(status == 2)
        #expect(io.standardError.hasPrefix("Error: 'ftp://example.com/manifest.json' is not an http or https URL\n"))
    }
}

/// `python3 -m http.server` on a free port, serving a folder.
final class StaticServer: Sendable {
    let port: Int
    private let exit: ChildExit

    init(serving directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exit = try ChildExit.start(process)
        // "Serving HTTP on 127.0.0.1 port 43521 (http://127.0.0.1:43521/) ..."
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard let index = words.firstIndex(of: "port"), index + 1 < words.count, let port = Int(words[index + 1]) else {
            exit.kill()
            throw CocoaError(
                .fileReadCorruptFile,
                userInfo: [NSLocalizedDescriptionKey: "http.server said: \(String(decoding: line, as: UTF8.self))"])
        }
        self.port = port
        self.exit = exit
    }

    /// Kills the server. SIGKILL, not `terminate()`: a child of the test process may start with
    /// SIGTERM blocked, and then it would never exit.
    func stop() {
        exit.kill()
    }
}
