import LiveryCore

extension BuildConfig {
    /// The members a config may have.
    static let members = ["resolver", "pairs", "exports", "contexts", "output", "preview", "strict"]

    /// Reads the config file at `path`; its relative paths are resolved against its folder.
    ///
    /// - Throws: `DiagnosticsError` with every problem, each naming the file, the member
    ///   (`exports[1]`) and its line and column.
    public static func load(path: String, loader: FileLoader = .fileSystem) throws(DiagnosticsError) -> BuildConfig {
        var warnings: [Diagnostic] = []
        let json: JSONValue
        do {
            json = try loader.load(path, path, &warnings)
        } catch {
            throw DiagnosticsError(warnings + [error])
        }
        return try BuildConfig(json: json, file: path, baseDirectory: FolderPath.directory(of: path))
    }

    /// Reads a config from parsed JSON that came from `file`.
    ///
    /// - Throws: `DiagnosticsError` with every problem found.
    public init(json: JSONValue, file: String?, baseDirectory: String = "") throws(DiagnosticsError) {
        guard let object = json.objectValue else {
            throw DiagnosticsError([
                .error("a build config is a JSON object, found \(json.kindDescription)", file: file)
            ])
        }
        var reader = MemberReader(object: object, file: file)
        for key in object.keys where !Self.members.contains(key) {
            reader.problem("unknown member; expected one of \(Self.members.joined(separator: ", "))", key)
        }
        let resolver = reader.string("resolver", required: true)
        let pairs = reader.string("pairs")
        let exports = reader.exports()
        let contexts = reader.contexts()
        let output = reader.string("output")
        let preview = reader.bool("preview")
        let strict = reader.bool("strict")
        if !reader.problems.isEmpty { throw DiagnosticsError(reader.problemsInDocumentOrder) }
        self.init(
            resolver: FolderPath.join(baseDirectory, resolver ?? ""),
            pairs: pairs.map { FolderPath.join(baseDirectory, $0) }, exports: exports, contexts: contexts,
            output: FolderPath.join(baseDirectory, output ?? Self.defaultOutput), preview: preview ?? true,
            strict: strict ?? false)
    }
}

/// Reads typed members of a config object, collecting a placed problem for each bad one.
private struct MemberReader {
    let object: JSONObject
    let file: String?
    var problems: [Diagnostic] = []

    /// The problems as they stand in the file: unplaced ones (a missing member) first, then by line and column.
    var problemsInDocumentOrder: [Diagnostic] {
        problems.enumerated().sorted { a, b in
            let left = a.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let right = b.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return left != right ? left < right : a.offset < b.offset
        }.map(\.element)
    }

    mutating func problem(_ message: String, _ key: String, path: String? = nil) {
        problems.append(.error(message, file: file, path: path ?? key, location: object.location(of: key)))
    }

    mutating func string(_ key: String, required: Bool = false) -> String? {
        guard let value = object[key] else {
            if required { problems.append(.error("missing member \"\(key)\"", file: file)) }
            return nil
        }
        guard let string = value.stringValue, !string.isEmpty else {
            problem("expected a non-empty string, found \(value.kindDescription)", key)
            return nil
        }
        return string
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let value = object[key] else { return nil }
        guard let bool = value.boolValue else {
            problem("expected true or false, found \(value.kindDescription)", key)
            return nil
        }
        return bool
    }

    /// `"all"`, or a list of format ids.
    mutating func exports() -> [String]? {
        guard let value = object["exports"] else { return nil }
        if value.stringValue == "all" { return nil }
        guard let list = value.arrayValue else {
            problem("expected \"all\" or a list of format ids, found \(value.kindDescription)", "exports")
            return nil
        }
        var ids: [String] = []
        for (index, element) in list.enumerated() {
            guard let id = element.stringValue else {
                problem("expected a format id, found \(element.kindDescription)", "exports", path: "exports[\(index)]")
                continue
            }
            let known = Exporter.all.map(\.id)
            guard known.contains(id) else {
                problem(
                    "unknown format \"\(id)\"; expected one of \(known.joined(separator: ", "))", "exports",
                    path: "exports[\(index)]")
                continue
            }
            ids.append(id)
        }
        return ids
    }

    /// `{"modifier": "context", …}`.
    mutating func contexts() -> [String: String] {
        guard let value = object["contexts"] else { return [:] }
        guard let members = value.objectValue else {
            problem("expected an object of modifier to context, found \(value.kindDescription)", "contexts")
            return [:]
        }
        var contexts: [String: String] = [:]
        for (modifier, context) in members {
            guard let name = context.stringValue else {
                problems.append(
                    .error(
                        "expected a context name, found \(context.kindDescription)", file: file,
                        path: "contexts.\(modifier)", location: members.location(of: modifier)))
                continue
            }
            contexts[modifier] = name
        }
        return contexts
    }
}
