/// Reading token sources: `{"$ref": "file.json"}`, `{"$ref": "file.json#/part"}`,
/// `{"$ref": "#/sets/name"}` (expanded), and inline tokens.
extension ResolverDocumentReader {
    mutating func readSources(
        _ json: JSONValue, path: String, location: SourceLocation?, inModifier: Bool = false
    )
        -> [TokenSource]
    {
        guard case .array(let entries) = json else {
            error("sources must be an array, found \(json.kindDescription)", at: path, location)
            return []
        }
        var sources: [TokenSource] = []
        for (index, entry) in entries.enumerated() {
            let entryPath = "\(path)[\(index)]"
            guard case .object(let object) = entry else {
                error(
                    "a source must be a reference object or inline tokens, found \(entry.kindDescription)",
                    at: entryPath,
                    location)
                continue
            }
            guard let ref = object["$ref"] else {
                sources.append(TokenSource(origin: .inline(entry), declaredAt: entryPath, location: location))
                continue
            }
            sources += referencedSources(ref, path: entryPath, location: location)
            var overrides = object
            overrides["$ref"] = nil
            if !overrides.isEmpty {
                sources.append(
                    TokenSource(origin: .inline(.object(overrides)), declaredAt: entryPath, location: location))
            }
        }
        return sources
    }

    private mutating func referencedSources(_ ref: JSONValue, path: String, location: SourceLocation?) -> [TokenSource]
    {
        guard case .string(let reference) = ref else {
            error("$ref must be a string, found \(ref.kindDescription)", at: path, location)
            return []
        }
        if reference.hasPrefix("#") {
            return documentSources(reference, path: path, location: location)
        }
        if reference.contains("://") {
            error(
                "remote reference \(reference) is not supported; use a file path relative to the resolver", at: path,
                location)
            return []
        }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var pointer: [String]?
        if parts.count == 2 {
            let fragment = parts[1].hasPrefix("/") ? "#" + parts[1] : "#/" + parts[1]
            switch JSONPointer.parse(String(fragment)) {
            case .success(let segments): pointer = segments
            case .failure(let problem):
                error(problem.message, at: path, location)
                return []
            }
        }
        guard let filePath = parts.first, !filePath.isEmpty else {
            error("empty file reference", at: path, location)
            return []
        }
        return [TokenSource(origin: .file(String(filePath), pointer: pointer), declaredAt: path, location: location)]
    }

    private mutating func documentSources(_ reference: String, path: String, location: SourceLocation?) -> [TokenSource]
    {
        guard case .success(let segments) = JSONPointer.parse(reference) else {
            error("malformed reference \(reference)", at: path, location)
            return []
        }
        switch segments.first {
        case "modifiers":
            error(
                "a set or modifier must not reference a modifier (\(reference)); only resolutionOrder may", at: path,
                location)
            return []
        case "resolutionOrder":
            error("a reference must not point into resolutionOrder (\(reference))", at: path, location)
            return []
        case "sets" where segments.count == 2:
            return set(named: segments[1], referencedAt: path, location: location)?.sources ?? []
        default:
            guard case .object? = JSONPointer.resolve(segments, in: .object(root)) else {
                error("reference \(reference) does not resolve to tokens", at: path, location)
                return []
            }
            return JSONPointer.resolve(segments, in: .object(root)).map {
                [TokenSource(origin: .inline($0), declaredAt: path, location: location)]
            } ?? []
        }
    }
}
