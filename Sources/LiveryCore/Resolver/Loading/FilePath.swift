/// Textual path arithmetic for references relative to a resolver file.
///
/// Paths stay as the user wrote them (relative stays relative), so diagnostics name files the
/// way the user would: `Examples/Themes/theme/dark.tokens.json`.
enum FilePath {
    /// The directory part of `path` (`""` for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `reference` resolved against `directory`, with `.` and `..` segments folded.
    static func join(_ directory: String, _ reference: String) -> String {
        let combined = reference.hasPrefix("/") || directory.isEmpty ? reference : directory + "/" + reference
        return normalize(combined)
    }

    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
