import Foundation
import LiveryTestSupport

/// Type-checks Swift snippets with `swiftc -typecheck` against the package's built modules and
/// the stand-in modules its target names (``standIns``, from `Tests/Support/DocExamples`,
/// compiled first into a scratch folder). Shared by `LiveryTests` and GlueCheck's
/// `DocExampleTests` (a symlink), where the built modules are the real glue on the stub SDK.
struct SnippetTypechecker: Sendable {
    /// What went wrong setting up: a missing tool or module, or a stand-in that does not compile.
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The project root (this file is `Tests/LiveryTests/Documentation/…`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Built once per test run (an immutable value; building it again would give the same), on
    /// a thread of its own: the compilers are waited for off the cooperative pool.
    static let shared = Task { try await offThePool { try SnippetTypechecker() } }

    let modules: URL
    let scratch: URL

    private init() throws {
        modules = try Self.builtModules()
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "livery-doc-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let folder = Self.root.appendingPathComponent("Tests/Support/DocExamples")
        for name in Self.standIns {
            let source = folder.appendingPathComponent("\(name).swift").path
            let result = try Self.swiftc(
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                    "-I", scratch.path, "-I", modules.path, source,
                    "-emit-module-path", scratch.appendingPathComponent("\(name).swiftmodule").path,
                ], in: scratch)
            guard result.status == 0 else {
                let errors = result.output.components(separatedBy: "\n").filter {
                    $0.hasPrefix("/") && $0.contains(": error: ")
                }
                throw SetupError(
                    description: "the stand-in \(name) does not compile:\n" + errors.joined(separator: "\n"))
            }
        }
    }

    /// The `Modules` folder next to the running test bundle, else `.build/debug/Modules`.
    private static func builtModules() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "Modules"),
            root.appendingPathComponent(".build/debug/Modules"),
        ]
        guard
            let found = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("Livery.swiftmodule").path)
            })
        else {
            throw SetupError(description: "no built Livery.swiftmodule in \(candidates.map(\.path))")
        }
        return found
    }

    /// The errors of each snippet, compiled as the main file of its own program after `header`
    /// (imports); each error is `file:line: error: …` with the line in the snippet's file.
    func errors(of snippets: [SwiftSnippet], header: String) async throws -> [String: [String]] {
        try await offThePool { [self] in try errorsBlocking(of: snippets, header: header) }
    }

    /// What each snippet does otherwise than it says: an error on a line without an
    /// `// expected-error:` mark, or a marked line with no error containing the mark's text
    /// (see ``SwiftSnippet/expectedErrors``); empty when the snippet compiles exactly as marked.
    func surprises(of snippets: [SwiftSnippet], header: String) async throws -> [String: [String]] {
        let errors = try await errors(of: snippets, header: header)
        var surprises: [String: [String]] = [:]
        for snippet in snippets {
            let found = errors[snippet.description] ?? []
            let expected = snippet.expectedErrors
            // `README.md:12: error: …`: the line after the file's name.
            let line = { (error: String) in Int(error.dropFirst(snippet.file.count + 1).prefix { $0.isNumber }) }
            let unexpected = found.filter { error in !expected.contains { $0.line == line(error) } }
            let missing = expected.filter { mark in
                !found.contains { line($0) == mark.line && $0.contains(mark.text) }
            }.map { "\(snippet.file):\($0.line): expected an error containing \"\($0.text)\", found \(found)" }
            surprises[snippet.description] = unexpected + missing
        }
        return surprises
    }

    private func errorsBlocking(of snippets: [SwiftSnippet], header: String) throws -> [String: [String]] {
        var results: [String: [String]] = [:]
        // Three compilers at a time: each is short, and the machine is shared (the suite runs
        // its tests one after the other).
        for batch in stride(from: 0, to: snippets.count, by: 3).map({ snippets[$0..<min($0 + 3, snippets.count)] }) {
            let running = try batch.map { snippet in
                let file = scratch.appendingPathComponent("snippet-\(UUID().uuidString).swift")
                try (header + "\n" + snippet.code + "\n").write(to: file, atomically: true, encoding: .utf8)
                return (
                    snippet, file,
                    try Self.start(
                        [
                            "-typecheck", "-swift-version", "6", "-I", scratch.path, "-I", modules.path, file.path,
                        ], in: scratch)
                )
            }
            let headerLines = header.components(separatedBy: "\n").count
            for (snippet, file, process) in running {
                let output = process.finish()
                var errors = output.components(separatedBy: "\n").filter {
                    $0.hasPrefix(file.path + ":") && $0.contains(": error: ")
                }.map { line in
                    Self.relocate(line, from: file.path, to: snippet, headerLines: headerLines)
                }
                // A compiler that failed without an error at the snippet (it crashed, was
                // killed, or reported `<unknown>:0`) did not show that the snippet compiles.
                let killed = output.hasPrefix("error: swiftc was still running")
                if errors.isEmpty, killed || process.process.terminationStatus != 0 {
                    errors = ["\(snippet): swiftc failed: \(output.prefix(2000))"]
                }
                results[snippet.description] = errors
            }
        }
        return results
    }

    /// `…/snippet.swift:12:5: error: x` → `README.md:40: error: x` (12 counted from the snippet's start).
    private static func relocate(
        _ line: String, from path: String, to snippet: SwiftSnippet, headerLines: Int
    ) -> String {
        guard line.hasPrefix(path + ":") else { return "\(snippet): \(line)" }
        let rest = line.dropFirst(path.count + 1)
        let number = Int(rest.prefix { $0.isNumber }) ?? 0
        let message = rest.drop { $0 != " " }
        return "\(snippet.file):\(snippet.line + number - headerLines)\(message.isEmpty ? "" : ":")\(message)"
    }

    /// A compiler running in the background, its output going to a file.
    struct Running {
        let process: Process
        let exit: ChildExit
        let log: URL

        /// Waits for the compiler (killing it after fifteen minutes) and returns its output.
        func finish() -> String {
            guard exit.wait(seconds: 900) else {
                exit.stop()
                return "error: swiftc was still running after 900 s and was killed"
            }
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return process.terminationStatus == 0 || !text.isEmpty
                ? text : "error: swiftc exited with \(process.terminationStatus)"
        }
    }

    private static func start(_ arguments: [String], in folder: URL, tool: String = "swiftc") throws -> Running {
        let log = folder.appendingPathComponent("log-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        return Running(process: process, exit: try ChildExit.start(process), log: log)
    }

    private static func swiftc(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let running = try start(arguments, in: folder)
        let output = running.finish()
        return (running.process.terminationStatus, output)
    }

    /// Runs a toolchain `tool` to the end: its status and its output (standard output and error).
    static func run(_ tool: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await offThePool {
            let folder = FileManager.default.temporaryDirectory
            let running = try start(arguments, in: folder, tool: tool)
            let output = running.finish()
            try? FileManager.default.removeItem(at: running.log)
            return (running.process.terminationStatus, output)
        }
    }
}
