import Foundation
import LiveryTestSupport

/// `Tests/Support/fault_server.py`: serves a folder like a static server, and injects the
/// faults nginx cannot produce (500 with a body, a connection closed mid-body, a slow
/// response, an oversize body, a lying Content-Length) as the test's plan says.
///
/// It binds a free loopback port itself, stops by itself after a lifetime, and is terminated
/// by ``stop()``.
final class FaultServer {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Support/fault_server.py")

    let port: UInt16
    let work: TemporaryFolder
    private let exit: ChildExit

    var baseURL: URL { URL(fileURLWithPath: "/").loopback(port: port) }
    var planURL: URL { work.url("plan.json") }
    /// One line per request: `GET /path If-None-Match=<value>`.
    var requestLog: [String] {
        ((try? String(contentsOf: work.url("requests.log"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    init(root: URL) throws {
        work = try TemporaryFolder("faults")
        let out = work.url("stdout.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Self.script.path, "--root", root.path, "--plan", work.url("plan.json").path,
            "--log", work.url("requests.log").path, "--lifetime", "120", "--max-requests", "400",
        ]
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        let exit = try ChildExit.start(process)
        var port: UInt16?
        _ = LoopbackPort.wait(upTo: 10) {
            let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            port = text.split(separator: "\n").first.flatMap { line in
                line.hasPrefix("PORT ") ? UInt16(line.dropFirst(5)) : nil
            }
            return port != nil || exit.hasExited
        }
        guard let port else {
            exit.stop()
            throw LoopbackError("the fault server did not start (\(Self.script.path))")
        }
        self.port = port
        self.exit = exit
    }

    /// Replaces the fault plan (path or `prefix*` → fault object); `[:]` serves normally.
    func plan(_ faults: [String: [String: Any]]) throws {
        let data = try JSONSerialization.data(withJSONObject: faults)
        try data.write(to: planURL, options: .atomic)
    }

    func stop() {
        exit.stop()
        work.remove()
    }
}
