import LiveryTools

/// The input format of the multi-file harnesses (resolver, bundle, importers): several files
/// packed into one byte string, so the fuzzer mutates paths and contents together.
///
/// Files are separated by a NUL byte; in each, the first line is the path and the rest the
/// contents:
///
/// ```
/// res/values/colors.xml⏎<resources>…</resources>␀res/values-night/colors.xml⏎<resources>…
/// ```
///
/// `Fuzz/run` packs each seed folder (`Fuzz/Seeds/<harness>/<seed>/…`) this way.
public enum FuzzFiles {
    /// At most this many files are read from one input; the rest is ignored.
    public static let fileLimit = 16

    /// The files packed in `bytes`, in order. A file without a path line is named `file<n>`;
    /// empty pieces are skipped.
    public static func unpack(_ bytes: [UInt8]) -> [InputFile] {
        var files: [InputFile] = []
        for piece in bytes.split(separator: 0, omittingEmptySubsequences: true) {
            guard files.count < fileLimit else { break }
            let newline = piece.firstIndex(of: UInt8(ascii: "\n"))
            let pathBytes = newline.map { piece[piece.startIndex..<$0] } ?? piece[...]
            let contents = newline.map { Array(piece[piece.index(after: $0)...]) } ?? []
            let path = String(decoding: pathBytes, as: UTF8.self)
            files.append(InputFile(path: path.isEmpty ? "file\(files.count)" : path, contents: contents))
        }
        return files
    }

    /// The files as text by path, for ``LiveryCore/FileLoader/memory(_:)`` (invalid UTF-8
    /// becomes U+FFFD; the JSON harness covers raw bytes). A repeated path keeps its first file.
    public static func texts(_ files: [InputFile]) -> [String: String] {
        var texts: [String: String] = [:]
        for file in files where texts[file.path] == nil {
            texts[file.path] = String(decoding: file.contents, as: UTF8.self)
        }
        return texts
    }
}
