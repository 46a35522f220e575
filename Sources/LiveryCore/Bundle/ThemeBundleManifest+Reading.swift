extension ThemeBundleManifest {
    /// Reads a manifest, reporting every problem with its JSON path.
    ///
    /// Refused: another `format` or `version`, a theme whose `file` is not a safe relative
    /// path (see ``isSafeFilePath(_:)``), a `revision` that is not 64 hex digits, a negative or
    /// fractional `size`, a `key` that does not match its `contexts`, a key listed twice.
    ///
    /// - Parameters:
    ///   - json: The parsed `manifest.json`.
    ///   - file: How diagnostics name the manifest (a URL or a path).
    /// - Throws: ``DiagnosticsError`` with one error per problem.
    public init(json: JSONValue, file: String? = nil) throws(DiagnosticsError) {
        var reader = ManifestReader(file: file)
        let result = reader.read(json)
        if let result, reader.problems.isEmpty {
            self = result
        } else {
            throw DiagnosticsError(reader.problems)
        }
    }
}

/// The member-by-member checks of ``ThemeBundleManifest/init(json:file:)``.
private struct ManifestReader {
    let file: String?
    var problems: [Diagnostic] = []

    init(file: String?) { self.file = file }

    mutating func read(_ json: JSONValue) -> ThemeBundleManifest? {
        guard let root = json.objectValue else {
            fail("", "a manifest must be an object, found \(json.kindDescription)")
            return nil
        }
        guard root["format"]?.stringValue == ThemeBundleManifest.formatName else {
            fail("format", "must be \"\(ThemeBundleManifest.formatName)\"")
            return nil
        }
        guard let version = root["version"]?.numberValue, version == Double(ThemeBundleManifest.formatVersion) else {
            fail("version", "this client reads version \(ThemeBundleManifest.formatVersion) only")
            return nil
        }
        let modifiers = (root["modifiers"]?.arrayValue ?? []).enumerated().compactMap { modifier($1, at: $0) }
        if root["modifiers"]?.arrayValue == nil { fail("modifiers", "must be an array") }
        guard let themeList = root["themes"]?.arrayValue else {
            fail("themes", "must be an array")
            return nil
        }
        var seen = Set<String>()
        var themes: [ThemeBundleManifest.Entry] = []
        for (index, value) in themeList.enumerated() {
            guard let entry = entry(value, at: index) else { continue }
            if !seen.insert(entry.key).inserted {
                fail("themes[\(index)].key", "\"\(entry.key)\" is listed twice")
            }
            themes.append(entry)
        }
        return ThemeBundleManifest(modifiers: modifiers, themes: themes)
    }

    private mutating func modifier(_ value: JSONValue, at index: Int) -> ModifierDescription? {
        let path = "modifiers[\(index)]"
        guard let name = value["name"]?.stringValue,
            let contexts = value["contexts"]?.arrayValue?.compactMap(\.stringValue)
        else {
            fail(path, "a modifier needs a string \"name\" and an array of string \"contexts\"")
            return nil
        }
        return ModifierDescription(name: name, contexts: contexts, defaultContext: value["default"]?.stringValue)
    }

    private mutating func entry(_ value: JSONValue, at index: Int) -> ThemeBundleManifest.Entry? {
        let path = "themes[\(index)]"
        let before = problems.count
        let key = string(value, "key", path)
        let file = string(value, "file", path)
        let revision = string(value, "revision", path)
        if let file, !ThemeBundleManifest.isSafeFilePath(file) {
            fail("\(path).file", "\"\(file)\" is not a relative path beside the manifest")
        }
        if let revision, !ThemeBundleManifest.isRevision(revision) {
            fail("\(path).revision", "must be 64 lowercase hex digits (SHA-256), found \"\(revision)\"")
        }
        let size = value["size"]?.numberValue
        if size.map({ $0 < 0 || $0 != $0.rounded() || $0 > Double(Int32.max) }) ?? true {
            fail("\(path).size", "must be a whole number of bytes")
        }
        var selections: [(modifier: String, context: String)] = []
        if let contexts = value["contexts"]?.objectValue {
            for member in contexts {
                guard let context = member.value.stringValue else {
                    fail("\(path).contexts.\(member.key)", "must be a string")
                    continue
                }
                selections.append((member.key, context))
            }
        } else {
            fail("\(path).contexts", "must be an object of modifier → context")
        }
        let input = ResolverInput(selections)
        if let key, problems.count == before, key != input.description {
            fail("\(path).key", "\"\(key)\" does not match its contexts (\(input))")
        }
        guard problems.count == before, let key, let file, let revision, let size else { return nil }
        return ThemeBundleManifest.Entry(key: key, input: input, file: file, revision: revision, size: Int(size))
    }

    private mutating func string(_ value: JSONValue, _ member: String, _ path: String) -> String? {
        guard let text = value[member]?.stringValue else {
            fail("\(path).\(member)", "must be a string")
            return nil
        }
        return text
    }

    private mutating func fail(_ path: String, _ message: String) {
        problems.append(.error(message, file: file, path: path))
    }
}
