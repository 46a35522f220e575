import Foundation

/// One run of a program from a test, to its end: its exit status and what it printed.
///
/// Output goes to files, not pipes (a full pipe cannot stall the child, and no reader thread
/// is needed), the exit is awaited through ``ChildExit`` (never `waitUntilExit()`), and a run
/// that outlives its time limit is killed and thrown as ``ChildRunError/timedOut(_:seconds:output:)``
/// instead of hanging the suite.
///
/// The wait happens off Swift's cooperative pool (``offThePool(_:)``), so async tests running
/// beside it keep their threads.
///
/// ```swift
/// let run = try await ChildRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "--version"])
/// #expect(run.status == 0, "\(run.standardError)")
/// ```
public struct ChildRun: Sendable {
    /// The exit status (the signal number when the child was killed by a signal).
    public var status: Int32
    /// Everything written to standard output (with `combined`, standard error too).
    public var standardOutput: String
    /// Everything written to standard error (empty with `combined`).
    public var standardError: String

    /// Runs `executable arguments…` and waits for it to exit, off the cooperative pool.
    ///
    /// - Parameters:
    ///   - directory: The working directory; the test process's when `nil`.
    ///   - environment: Exactly the child's environment; the test process's when `nil`.
    ///   - input: Bytes on its standard input (which is `/dev/null` when `nil`).
    ///   - combined: Standard error written to the same file as standard output, in order.
    ///   - timeout: Seconds before the child is killed and the run fails.
    /// - Throws: ``ChildRunError`` when the program cannot be started or outlives `timeout`.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, combined: Bool = false, timeout: Double = 600
    ) async throws -> ChildRun {
        try await offThePool {
            try blocking(
                executable, arguments, in: directory, environment: environment, input: input, combined: combined,
                timeout: timeout)
        }
    }

    /// ``run(_:_:in:environment:input:combined:timeout:)`` blocking the calling thread: for code
    /// that is already off the cooperative pool.
    public static func blocking(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, combined: Bool = false, timeout: Double = 600
    ) throws -> ChildRun {
        let scratch = try TemporaryFolder("child")
        defer { scratch.remove() }
        let outputFile = scratch.url("stdout")
        let errorFile = scratch.url("stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        if let input {
            let inputFile = scratch.url("stdin")
            try input.write(to: inputFile)
            process.standardInput = try FileHandle(forReadingFrom: inputFile)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = combined ? output : errors
        let command = ([executable.path] + arguments).joined(separator: " ")
        let exit: ChildExit
        do {
            exit = try ChildExit.start(process)
        } catch {
            throw ChildRunError.cannotStart(command, "\(error)")
        }
        let read = { (file: URL) in (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        guard exit.wait(seconds: timeout) else {
            exit.stop()
            throw ChildRunError.timedOut(command, seconds: timeout, output: read(outputFile) + read(errorFile))
        }
        return ChildRun(
            status: process.terminationStatus, standardOutput: read(outputFile), standardError: read(errorFile))
    }
}

/// Why a ``ChildRun`` did not run to its end.
public enum ChildRunError: Error, CustomStringConvertible, Sendable {
    /// The program could not be started (the command, the reason).
    case cannotStart(String, String)
    /// The program was still running after its time limit and was killed.
    case timedOut(String, seconds: Double, output: String)

    /// The command and what went wrong, with the end of its output.
    public var description: String {
        switch self {
        case .cannotStart(let command, let reason): "could not start \(command): \(reason)"
        case .timedOut(let command, let seconds, let output):
            "\(command) was still running after \(seconds) s and was killed; its output ended with:\n"
                + String(output.suffix(2000))
        }
    }
}
