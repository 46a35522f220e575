import LiveryCore

/// One file a tool produces: a path relative to the output folder, and its bytes.
///
/// Tools build every file in memory first; ``OutputWriter`` then writes them all or none.
public struct OutputFile: Sendable, Hashable {
    /// A relative path with `/` separators, e.g. `Colors.xcassets/bg.colorset/Contents.json`.
    public var path: String
    /// The file's bytes.
    public var contents: [UInt8]

    /// A file at `path` holding `contents`.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// A file at `path` holding `text` in UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    /// A pretty-printed JSON file.
    public init(path: String, json: JSONValue) {
        self.init(path: path, text: JSONWriter.string(json))
    }

    /// The contents as UTF-8 text.
    public var text: String { String(decoding: contents, as: UTF8.self) }
}
