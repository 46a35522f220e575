import LiveryCore
import LiveryTools

/// Writes a command's output files, all or none, reporting a failure on standard error.
enum OutputDirectory {
    /// Writes `files` under `directory`; `false` after reporting when nothing could be written.
    ///
    /// `OutputWriter` looks for conflicts with what is already there first, so a failure
    /// leaves the folder as it was.
    static func write(_ files: [OutputFile], to directory: String, io: inout some CommandIO) -> Bool {
        do throws(Diagnostic) {
            try OutputWriter.write(files, to: directory)
            return true
        } catch {
            io.printError(DiagnosticReport.line(error))
            return false
        }
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
