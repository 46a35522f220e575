import Foundation
import LiveryTestSupport

/// One run of a program as a separate process: the built `livery` binary, or a script.
struct BinaryRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `livery arguments…` (in `directory` when given) and waits for it to exit.
    static func run(_ arguments: [String], in directory: String? = nil) async throws -> BinaryRun {
        guard let binary = LiveryBinary.url else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(LiveryBinary.candidates)"])
        }
        return try await run(executable: binary, arguments, in: directory)
    }

    /// Runs `executable arguments…` (in `directory`, with exactly `environment`, when given)
    /// and waits for it to exit, off the cooperative pool (killed, and thrown as a timeout,
    /// after ten minutes).
    static func run(
        executable: URL, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil
    ) async throws -> BinaryRun {
        let run = try await ChildRun.run(
            executable, arguments, in: directory.map { URL(fileURLWithPath: $0) }, environment: environment)
        return BinaryRun(status: run.status, standardOutput: run.standardOutput, standardError: run.standardError)
    }
}
