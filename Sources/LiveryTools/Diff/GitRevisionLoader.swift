import Foundation
import LiveryCore

/// A file loader that reads every file as it was at a git revision (`git show REV:./path`,
/// run in the file's folder, so relative and absolute paths both work), for
/// `livery diff --git REV -- PATH`: the resolver and every file it references come from the
/// same revision. Diagnostics name files `REV:path`.
package enum GitRevisionLoader {
    /// A loader reading files at `revision`.
    package static func loader(revision: String) -> FileLoader {
        FileLoader { path, displayName, warnings throws(Diagnostic) in
            let name = "\(revision):\(displayName)"
            let bytes = try show(revision: revision, path: path, name: name)
            return try JSONFile.parse(bytes, displayName: name, warnings: &warnings)
        }
    }

    /// The bytes of `path` at `revision`.
    ///
    /// - Throws: a `Diagnostic` naming `REV:path` when git cannot run or has no such file there.
    static func show(revision: String, path: String, name: String) throws(Diagnostic) -> [UInt8] {
        guard !revision.hasPrefix("-") else {
            throw .error("a revision cannot start with '-'", file: name)
        }
        let folder = FilePathText.directory(of: path)
        let file = FilePathText.lastComponent(of: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.isEmpty ? "." : folder, "show", "\(revision):./\(file)"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .error("cannot run git: \(error.localizedDescription)", file: name)
        }
        // Read both pipes to the end before waiting, so a large file cannot fill a pipe and stall git.
        let stderrReader = PipeDrain(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = stderrReader.finish()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "git show failed"
            throw .error("not readable at revision \(revision): \(reason)", file: name)
        }
        return [UInt8](data)
    }
}

/// Reads a pipe to its end on another thread.
private final class PipeDrain: Sendable {
    private let text = Locked("")
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async { [text, done] in
            let data = handle.readDataToEndOfFile()
            text.withLock { $0 = String(decoding: data, as: UTF8.self) }
            done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return text.withLock { $0 }
    }
}

/// The folder and file name of a path as written.
private enum FilePathText {
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
