/// What one ``OutputWriter/write(_:to:)`` did: the files it wrote, and how many it left
/// untouched because the destination already held them with the same bytes.
///
/// ```swift
/// let report = try OutputWriter.write(files, to: "build")
/// print("\(report.written.count) written, \(report.unchanged) unchanged")
/// ```
public struct OutputWriteReport: Sendable, Hashable {
    /// The normalised relative paths of the files written (new or changed), in the order of
    /// the set; a path the set names twice appears once.
    public var written: [String]
    /// How many files of the set already stood in the destination with the same bytes.
    public var unchanged: Int

    /// A report of `written` files and `unchanged` ones.
    public init(written: [String] = [], unchanged: Int = 0) {
        self.written = written
        self.unchanged = unchanged
    }
}
