import Foundation
import LiveryCore
import LiveryTools

/// The one check every writing command makes before it writes: no output may replace one of
/// the command's own input files (`livery merge a.json b.json -o a.json`, an export folder
/// that holds the token files it was made from).
///
/// Files are compared by identity (device and inode), so `./a.json`, `a.json`, a symbolic
/// link to it and a hard link all count as the same file; an output that does not exist yet
/// replaces nothing.
enum InputOverwriteCheck {
    /// A sentence naming the first output that is one of `inputs`, and that input, or `nil`.
    static func problem(writing outputs: [String], over inputs: [String]) -> String? {
        var identities: [FileIdentity: String] = [:]
        for input in inputs {
            if let identity = FileIdentity(path: input), identities[identity] == nil { identities[identity] = input }
        }
        guard !identities.isEmpty else { return nil }
        for output in outputs {
            if let identity = FileIdentity(path: output), let input = identities[identity] {
                return output == input
                    ? "the output \(output) is also an input: writing it would destroy it"
                    : "the output \(output) is the input \(input): writing it would destroy the input"
            }
        }
        return nil
    }

    /// The paths a write of `files` into `directory` replaces: the folder itself and each file.
    static func paths(of files: [OutputFile], in directory: String) -> [String] {
        [directory] + files.map { directory + "/" + $0.path }
    }
}

/// Which file a path names, whatever its spelling.
private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

extension Command {
    /// Refuses, as a usage error, a write of `outputs` that would replace one of `inputs`;
    /// `nil` when nothing would be lost.
    ///
    /// ```swift
    /// if let refused = Self.refuseOverwritingInputs(writing: [outputPath], inputs: resolver.files, io: &io) {
    ///     return refused
    /// }
    /// ```
    static func refuseOverwritingInputs(
        writing outputs: [String], inputs: [String], io: inout some CommandIO
    )
        -> ExitCode?
    {
        guard let problem = InputOverwriteCheck.problem(writing: outputs, over: inputs) else { return nil }
        return usageError(problem, io: &io)
    }
}
