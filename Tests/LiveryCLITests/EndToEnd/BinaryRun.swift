import Foundation

/// One run of the built `livery` binary as a separate process.
struct BinaryRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `livery arguments…` (in `directory` when given) and waits for it to exit.
    static func run(_ arguments: [String], in directory: String? = nil) throws -> BinaryRun {
        guard let binary = LiveryBinary.url else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(LiveryBinary.candidates)"])
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
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
