import Foundation

/// One run of a program as a separate process: the built `livery` binary, or a script.
struct BinaryRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `livery arguments…` (in `directory` when given) and waits for it to exit.
    static func run(_ arguments: [String], in directory: String? = nil) throws -> BinaryRun {
        guard let binary = LiveryBinary.url else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(LiveryBinary.candidates)"])
        }
        return try run(executable: binary, arguments, in: directory)
    }

    /// Runs `executable arguments…` (in `directory`, with exactly `environment`, when given)
    /// and waits for it to exit.
    static func run(
        executable: URL, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil
    ) throws -> BinaryRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to their end before waiting, so a full pipe cannot stall the child.
        let errorData = ReadToEnd(errors.fileHandleForReading)
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errorData.wait(), as: UTF8.self)
        process.waitUntilExit()
        return BinaryRun(status: process.terminationStatus, standardOutput: stdout, standardError: stderr)
    }
}

/// Reads a file handle to its end on another thread.
final class ReadToEnd: @unchecked Sendable {
    // `@unchecked Sendable`: `data` is written once by the reading thread before `done` is
    // signalled, and read only after waiting on `done`.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
