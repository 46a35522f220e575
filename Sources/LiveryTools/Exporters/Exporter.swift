import LiveryCore

/// One output format of `livery export`: an id, a one-line summary for `--format` help, and a
/// function from a theme source to the files of that format.
///
/// Each format is a static member in a file of its own (`Exporter+CSS.swift`, …) and is listed
/// once in ``all``; adding a format is adding a file and a line there. The built-in formats
/// share their first step: ``render`` prepares the request's combinations of contexts, resolved
/// (an `ExportMatrix`), and hands them to the format, which only lays out its files.
///
/// ```swift
/// let files = try Exporter.css.render(ExportRequest(source: table))
/// try OutputWriter.write(files, to: "build/css")
/// ```
public struct Exporter: Sendable {
    /// The value of `--format` that picks this exporter (`css`, `swift`, …).
    public let id: String
    /// One line for help output.
    public let summary: String
    /// Renders every file of the format in memory; nothing is written.
    public let render: @Sendable (ExportRequest) throws -> [OutputFile]

    /// An exporter; to make it selectable, list it in ``all`` (or pass it to an ``ExporterRegistry``).
    public init(id: String, summary: String, render: @escaping @Sendable (ExportRequest) throws -> [OutputFile]) {
        self.id = id
        self.summary = summary
        self.render = render
    }

    /// A format that lays out its files from the prepared matrix (which holds the request's
    /// options); the matrix is made, and its errors thrown, before `files` runs.
    init(id: String, summary: String, files: @escaping @Sendable (ExportMatrix) throws -> [OutputFile]) {
        self.init(id: id, summary: summary) { request in try files(ExportMatrix(request)) }
    }

    /// Every built-in format, in the order help lists them.
    public static let all: [Exporter] = [.css, .swift, .xcassets, .android, .json, .web]
}
