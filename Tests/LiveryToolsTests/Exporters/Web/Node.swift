import Foundation
import LiveryTestSupport

/// Node.js run from the tests, to parse and run the web runtime's JavaScript outside a browser.
///
/// `LIVERY_NODE` names the executable, else `node` on `PATH` (or `/usr/bin/node`). A missing
/// node is an error, never a skipped test.
enum Node {
    struct NotFound: Error, CustomStringConvertible {
        var description: String { "node not found on PATH or /usr/bin (set LIVERY_NODE)" }
    }

    static func executable() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LIVERY_NODE"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/node") {
            return URL(fileURLWithPath: directory + "/node")
        }
        throw NotFound()
    }

    /// Runs `node arguments…` and returns what it printed; a non-zero exit is thrown with its
    /// standard error.
    static func run(_ arguments: [String], timeout: Double = 60) async throws -> String {
        let run = try await ChildRun.run(try executable(), arguments, timeout: timeout)
        guard run.status == 0 else { throw Failure(status: run.status, standardError: run.standardError) }
        return run.standardOutput
    }

    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var standardError: String
        var description: String { "node exited with \(status): \(standardError)" }
    }
}
