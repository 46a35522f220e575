import LiveryCore
import LiveryTools

/// Writes a command's output files, all or none, reporting a failure on standard error.
enum OutputDirectory {
    /// Writes `files` under `directory` (only the new and changed ones); `nil` after
    /// reporting when nothing could be written.
    ///
    /// `OutputWriter` looks for conflicts with what is already there first, so a failure
    /// leaves the folder as it was.
    static func write(_ files: [OutputFile], to directory: String, io: inout some CommandIO) -> OutputWriteReport? {
        do throws(Diagnostic) {
            return try OutputWriter.write(files, to: directory)
        } catch {
            io.printError(DiagnosticReport.line(error))
            return nil
        }
    }

    /// "wrote 12 files to out", or with files left as they were, "wrote 1 file to out (11
    /// unchanged)"; `detail` goes after the count, as in "wrote 3 files (css) to out".
    static func summary(_ report: OutputWriteReport, to directory: String, detail: String = "") -> String {
        let unchanged = report.unchanged > 0 ? " (\(report.unchanged) unchanged)" : ""
        return "wrote \(CountText.of(report.written.count, "file"))\(detail) to \(directory)\(unchanged)"
    }

    /// Writes one file atomically; `false` after reporting when it could not be written.
    static func write(_ file: OutputFile, toPath path: String, io: inout some CommandIO) -> Bool {
        do throws(Diagnostic) {
            try OutputWriter.write(file, toPath: path)
            return true
        } catch {
            io.printError(DiagnosticReport.line(error))
            return false
        }
    }
}
