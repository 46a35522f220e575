import Foundation
import LiveryCore

/// What `LiveryPlugin`'s build command does: the typed Swift tokens of one resolver, written
/// to one file, with every finding placed for the compiler's log.
///
/// The resolver is validated and exported with the `swift` format (``Exporter/swift``); the
/// file is written only when its bytes change (``OutputWriter/write(_:toPath:)``), so an edit
/// that changes nothing in the tokens leaves the module's compile alone. A failed run writes
/// nothing and the build fails with the findings.
///
/// The plugin declares the files the command reads (it scans the resolver's `$ref`s); a file
/// the resolver reads that was not declared gets a warning, because an edit to it would not
/// re-run the command.
///
/// ```swift
/// let outcome = SwiftTokensGeneration(
///     resolver: "/app/Tokens/app.resolver.json", output: "/work/LiveryTokens.swift",
///     declaredInputs: ["/app/Tokens/app.resolver.json", "/app/Tokens/base.tokens.json"]
/// ).run()
/// outcome.lines       // ["/app/Tokens/base.tokens.json:3:5: error: color.x: …"]
/// outcome.succeeded   // false
/// ```
package struct SwiftTokensGeneration: Sendable {
    /// The resolver (or token file) to generate from.
    package var resolver: String
    /// The Swift file to write.
    package var output: String
    /// The files the build command declares as inputs.
    package var declaredInputs: [String]

    /// The result of one run.
    package struct Outcome: Sendable, Hashable {
        /// Every finding, errors and warnings, in the order found.
        package var diagnostics: [Diagnostic] = []
        /// Whether ``SwiftTokensGeneration/output`` was written (false when its bytes were already there).
        package var wrote = false

        /// Whether the tokens were generated: no finding is an error.
        package var succeeded: Bool { !diagnostics.contains(where: \.isError) }

        /// The findings, one compiler-format line each (``CompilerDiagnostic``).
        package var lines: [String] { diagnostics.map(CompilerDiagnostic.line) }
    }

    /// A generation of `output` from `resolver`.
    package init(resolver: String, output: String, declaredInputs: [String]) {
        self.resolver = resolver
        self.output = output
        self.declaredInputs = declaredInputs
    }

    /// Validates, exports and writes; never throws — what went wrong is in the outcome.
    package func run() -> Outcome {
        var outcome = Outcome()
        let (report, source) = TokenValidation.validatedSource(for: [resolver])
        outcome.diagnostics += report.diagnostics
        guard !report.hasErrors, let source else { return outcome }
        outcome.diagnostics += undeclared(source.files)
        let files: [OutputFile]
        do throws(DiagnosticsError) {
            files = try ExportBatch.render([.swift], request: ExportRequest(source: source), subfolders: false)
        } catch {
            outcome.diagnostics += error.diagnostics
            return outcome
        }
        guard files.count == 1, let file = files.first else {
            outcome.diagnostics.append(.error("the swift export made \(files.count) files, expected one"))
            return outcome
        }
        let before = FileManager.default.contents(atPath: output)
        do throws(Diagnostic) {
            try OutputWriter.write(OutputFile(path: output, contents: file.contents), toPath: output)
        } catch {
            outcome.diagnostics.append(error)
            return outcome
        }
        outcome.wrote = before != Data(file.contents)
        return outcome
    }

    /// A warning for each file read that is not among ``declaredInputs``.
    private func undeclared(_ read: [String]) -> [Diagnostic] {
        let declared = Set(declaredInputs.map(Self.standardized))
        return read.filter { !declared.contains(Self.standardized($0)) }.map { file in
            .warning(
                "read but not declared as an input of the build command, so editing it does not regenerate the tokens",
                file: file)
        }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
