import LiveryCore

extension ContrastRequirements {
    /// Loads a pairs file.
    ///
    /// - Parameters:
    ///   - path: The file system path.
    ///   - displayName: How diagnostics name the file (defaults to `path`).
    /// - Throws: `DiagnosticsError` listing every problem of the file, each with the file and
    ///   its JSON path (`pairs.json:4:7: pairs[1].minimum: …`).
    public static func load(path: String, displayName: String? = nil) throws(DiagnosticsError) -> ContrastRequirements {
        let name = displayName ?? path
        let json: JSONValue
        do {
            json = try JSONFile.load(path: path, displayName: name)
        } catch {
            throw DiagnosticsError([error])
        }
        return try parse(json, file: name)
    }

    /// Reads the requirements from a parsed pairs file.
    ///
    /// - Throws: `DiagnosticsError` listing every malformed member (not just the first).
    public static func parse(_ json: JSONValue, file: String? = nil) throws(DiagnosticsError) -> ContrastRequirements {
        var reader = PairsFileReader(file: file)
        let result = reader.read(json)
        guard reader.problems.isEmpty else { throw DiagnosticsError(reader.problems) }
        return ContrastRequirements(pairs: result.pairs, levelMinimums: result.levels, file: file)
    }
}

/// Reads a pairs file member by member, collecting a diagnostic for each malformed one.
private struct PairsFileReader {
    let file: String?
    var problems: [Diagnostic] = []

    mutating func read(_ json: JSONValue) -> (pairs: [ContrastPair], levels: [ContrastRequirements.LevelMinimums]) {
        switch json {
        case .array(let pairs):
            return (readPairs(pairs, path: "pairs"), [])
        case .object(let root):
            for key in root.keys where !["pairs", "minimums", "$schema", "description"].contains(key) {
                fail("unknown member (expected \"pairs\" and \"minimums\")", path: key, in: root, key: key)
            }
            var levels: [ContrastRequirements.LevelMinimums] = []
            if let minimums = root["minimums"] {
                levels = readLevelMinimums(minimums, in: root)
            }
            guard let pairs = root["pairs"] else {
                fail("missing \"pairs\", the array of requirements", path: "", in: nil, key: nil)
                return ([], levels)
            }
            guard let list = pairs.arrayValue else {
                fail("expected an array, found \(pairs.kindDescription)", path: "pairs", in: root, key: "pairs")
                return ([], levels)
            }
            return (readPairs(list, path: "pairs"), levels)
        default:
            fail("expected an object with \"pairs\", found \(json.kindDescription)", path: "", in: nil, key: nil)
            return ([], [])
        }
    }

    private mutating func readLevelMinimums(
        _ json: JSONValue, in root: JSONObject
    ) -> [ContrastRequirements.LevelMinimums] {
        guard let object = json.objectValue else {
            fail(
                "expected an object of context → levels, found \(json.kindDescription)", path: "minimums", in: root,
                key: "minimums")
            return []
        }
        var result: [ContrastRequirements.LevelMinimums] = []
        for (key, value) in object {
            let path = "minimums.\(key)"
            let selector: ContextSelector
            do throws(ContextSelectorError) {
                selector = try Self.selector(key)
            } catch {
                fail(
                    "\"\(key)\" is not a context selector (e.g. \"contrast=high\"): \(error)", path: path, in: object,
                    key: key)
                continue
            }
            guard let levels = value.objectValue else {
                fail(
                    "expected an object such as {\"text\": 7}, found \(value.kindDescription)", path: path, in: object,
                    key: key)
                continue
            }
            var values: [ContrastLevel: Double] = [:]
            for (name, number) in levels {
                guard let level = ContrastLevel(rawValue: name) else {
                    fail(
                        "unknown level \"\(name)\" (expected text, large-text or non-text)", path: "\(path).\(name)",
                        in: levels, key: name)
                    continue
                }
                guard let ratio = number.numberValue, ratio >= 1, ratio <= 21 else {
                    fail("expected a ratio between 1 and 21", path: "\(path).\(name)", in: levels, key: name)
                    continue
                }
                values[level] = ratio
            }
            result.append(.init(selector: selector, values: values))
        }
        return result
    }

    private mutating func readPairs(_ list: [JSONValue], path: String) -> [ContrastPair] {
        var pairs: [ContrastPair] = []
        for (index, element) in list.enumerated() {
            let pairPath = "\(path)[\(index)]"
            guard let object = element.objectValue else {
                fail("expected an object, found \(element.kindDescription)", path: pairPath, in: nil, key: nil)
                continue
            }
            if let pair = readPair(object, path: pairPath) { pairs.append(pair) }
        }
        return pairs
    }

    private mutating func readPair(_ object: JSONObject, path: String) -> ContrastPair? {
        let known = ["foreground", "background", "minimum", "contexts", "over", "minimums", "description"]
        for key in object.keys where !known.contains(key) {
            fail("unknown member \"\(key)\"", path: "\(path).\(key)", in: object, key: key)
        }
        let foreground = tokenName(object, "foreground", path: path)
        let background = tokenName(object, "background", path: path)
        var minimum: ContrastMinimum?
        if let value = object["minimum"] {
            minimum = ContrastMinimum(json: value)
            if minimum == nil {
                fail(
                    "expected a ratio (1…21) or \"text\", \"large-text\", \"non-text\"", path: "\(path).minimum",
                    in: object, key: "minimum")
            }
        } else {
            fail("missing \"minimum\"", path: path, in: nil, key: nil)
        }
        let contexts = object["contexts"].map { selectors($0, object: object, path: "\(path).contexts") }
        let over = object["over"].map { backdrops($0, object: object, path: "\(path).over") } ?? []
        let minimums = object["minimums"].map { pairMinimums($0, object: object, path: "\(path).minimums") } ?? []
        guard let foreground, let background, let minimum else { return nil }
        return ContrastPair(
            foreground: foreground, background: background, minimum: minimum, contexts: contexts, over: over,
            minimums: minimums, path: path)
    }

    private mutating func tokenName(_ object: JSONObject, _ key: String, path: String) -> String? {
        guard let value = object[key] else {
            fail("missing \"\(key)\"", path: path, in: nil, key: nil)
            return nil
        }
        guard let name = value.stringValue.flatMap(Self.stripBraces), !name.isEmpty else {
            fail("expected a token name, found \(value.kindDescription)", path: "\(path).\(key)", in: object, key: key)
            return nil
        }
        return name
    }

    private mutating func selectors(_ json: JSONValue, object: JSONObject, path: String) -> [ContextSelector] {
        let texts = json.arrayValue ?? [json]
        var result: [ContextSelector] = []
        for (index, text) in texts.enumerated() {
            guard let text = text.stringValue else {
                fail(
                    "expected a context selector such as \"theme=dark\"", path: "\(path)[\(index)]", in: object,
                    key: "contexts")
                continue
            }
            do throws(ContextSelectorError) {
                result.append(try Self.selector(text))
            } catch {
                fail(
                    "\"\(text)\" is not a context selector: \(error)", path: "\(path)[\(index)]", in: object,
                    key: "contexts")
            }
        }
        return result
    }

    private mutating func backdrops(_ json: JSONValue, object: JSONObject, path: String) -> [String] {
        let texts = json.arrayValue ?? [json]
        var result: [String] = []
        for (index, text) in texts.enumerated() {
            if let name = text.stringValue.flatMap(Self.stripBraces), !name.isEmpty {
                result.append(name)
            } else {
                fail("expected a token name", path: "\(path)[\(index)]", in: object, key: "over")
            }
        }
        return result
    }

    private mutating func pairMinimums(
        _ json: JSONValue, object: JSONObject, path: String
    )
        -> [ContrastPair.ContextMinimum]
    {
        guard let entries = json.objectValue else {
            fail("expected an object of context → minimum", path: path, in: object, key: "minimums")
            return []
        }
        var result: [ContrastPair.ContextMinimum] = []
        for (key, value) in entries {
            let selector: ContextSelector
            do throws(ContextSelectorError) {
                selector = try Self.selector(key)
            } catch {
                fail("\"\(key)\" is not a context selector: \(error)", path: "\(path).\(key)", in: entries, key: key)
                continue
            }
            guard let minimum = ContrastMinimum(json: value) else {
                fail("expected a ratio (1…21) or a level name", path: "\(path).\(key)", in: entries, key: key)
                continue
            }
            result.append(.init(selector: selector, minimum: minimum))
        }
        return result
    }

    private static func stripBraces(_ text: String) -> String {
        text.hasPrefix("{") && text.hasSuffix("}") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
    }

    /// A selector in the shared grammar; a blank one is refused (`*` selects every combination).
    private static func selector(_ text: String) throws(ContextSelectorError) -> ContextSelector {
        guard !text.allSatisfy(\.isWhitespace) else { throw .emptyName(text) }
        return try ContextSelector(parsing: text)
    }

    private mutating func fail(_ message: String, path: String, in object: JSONObject?, key: String?) {
        let location = key.flatMap { object?.location(of: $0) }
        problems.append(.error(message, file: file, path: path, location: location))
    }
}
