import LiveryCore

/// One input file of an import: the path as the user named it, and its bytes.
///
/// Importers never touch the file system; they receive every file at once, so tests can build
/// inputs in memory and the CLI loads them with ``InputFile/load(_:accepting:)``. Paths use
/// `/` separators; folder structure matters to some formats (`values-night/colors.xml`,
/// `Colors.xcassets/Brand/accent.colorset/Contents.json`).
public struct InputFile: Sendable, Hashable {
    /// The path as the user named it (relative paths stay relative), used in diagnostics.
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

    /// The path's components (`a/b/c.json` → `["a", "b", "c.json"]`).
    public var pathComponents: [String] {
        path.split(separator: "/").map(String.init)
    }

    /// The last path component, `colors.xml`.
    public var fileName: String { pathComponents.last ?? path }

    /// The file name without its extension, `Night` for `Night.plist`.
    public var baseName: String {
        let name = fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The extension in lowercase, without the dot (`plist`), or `""`.
    public var fileExtension: String {
        let name = fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The contents as UTF-8 text (a leading byte-order mark dropped), or a diagnostic naming
    /// the file when the bytes are not UTF-8.
    public func text() throws(Diagnostic) -> String {
        var bytes = contents[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .error("is not UTF-8 text", file: path)
        }
        return text
    }
}

extension InputFile {
    /// How many leading path components every file of `files` shares: the depth of the folder
    /// they were named from (`tokens/a.json`, `tokens/b/c.json` → 1).
    static func sharedFolderDepth(of files: [InputFile]) -> Int {
        guard let first = files.first?.pathComponents else { return 0 }
        var depth = first.count - 1
        for file in files.dropFirst() {
            let components = file.pathComponents
            depth = min(depth, components.count - 1)
            while depth > 0, components.prefix(depth) != first.prefix(depth) { depth -= 1 }
        }
        return max(depth, 0)
    }

    /// The path below the folder `depth` components deep, without the `.json` extension.
    func relativeStem(droppingFolders depth: Int) -> String {
        let relative = pathComponents.dropFirst(depth).joined(separator: "/")
        return relative.hasSuffix(".json") ? String(relative.dropLast(".json".count)) : relative
    }
}
