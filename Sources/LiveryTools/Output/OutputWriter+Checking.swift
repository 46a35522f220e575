import Foundation
import LiveryCore

extension OutputWriter {
    /// Checks, before anything is written, that every file of the set can take its place under
    /// `directory`: no existing file stands where a folder is needed, and no existing folder
    /// where a file goes.
    ///
    /// ``write(_:to:)`` runs this check itself before it writes anything; call it on its own to
    /// learn of a conflict without writing.
    ///
    /// ```swift
    /// try OutputWriter.checkWritable(files, to: "build")   // throws: "build/css: a file stands where a folder is needed"
    /// try OutputWriter.write(files, to: "build")
    /// ```
    ///
    /// - Complexity: The survey ``write(_:to:)`` makes: one `open`/`read`/`close` per file
    ///   whose folder may exist in `directory`, and one `stat` per folder only when no file of
    ///   the set was found in it and its parent exists; nothing beyond `directory` itself when
    ///   it is new.
    /// - Throws: A `Diagnostic` naming the first path in the way.
    public static func checkWritable(_ files: [OutputFile], to directory: String) throws(Diagnostic) {
        _ = try DestinationSurvey(OutputLayout(files), of: files, in: standardized(directory), named: directory)
    }

    /// `directory` as an absolute path without `.` or `..` components.
    static func standardized(_ directory: String) -> String {
        URL(fileURLWithPath: directory).standardizedFileURL.path
    }
}
