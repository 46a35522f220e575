import LiveryCore

/// Checks that an import's files are well-formed DTCG 2025.10, independently of the writer:
/// the resolver's required members and references, every token's `$value` and effective
/// `$type`, color objects, and that every alias resolves in every context.
///
/// Returns the problems found, as sentences naming the file and path; empty when well-formed.
enum DTCGShapeCheck {
    static func problems(in documents: [String: JSONValue]) -> [String] {
        var problems: [String] = []
        let resolvers = documents.filter { $0.key.hasSuffix(".resolver.json") }
        guard resolvers.count == 1, let (resolverPath, resolver) = resolvers.first else {
            return ["expected one resolver document, found \(resolvers.count)"]
        }
        if resolver["version"]?.stringValue != "2025.10" { problems.append("\(resolverPath): version is not 2025.10") }
        guard let order = resolver["resolutionOrder"]?.arrayValue, !order.isEmpty else {
            return problems + ["\(resolverPath): resolutionOrder is missing or empty"]
        }
        // Every resolution: sets in order, each modifier's contexts multiplied out.
        var stacks: [[String]] = [[]]
        for (index, item) in order.enumerated() {
            guard let ref = item["$ref"]?.stringValue else {
                problems.append("\(resolverPath): resolutionOrder[\(index)] is not a reference")
                continue
            }
            let parts = ref.split(separator: "/").map(String.init)
            guard parts.count == 3, parts[0] == "#", let target = resolver[parts[1]]?[parts[2]] else {
                problems.append("\(resolverPath): \(ref) points at nothing")
                continue
            }
            if parts[1] == "sets" {
                let files = refs(target["sources"], problems: &problems, place: ref, documents: documents)
                stacks = stacks.map { $0 + files }
            } else {
                guard let contexts = target["contexts"]?.objectValue, contexts.count >= 2 else {
                    problems.append("\(resolverPath): \(ref) needs two or more contexts")
                    continue
                }
                if let fallback = target["default"]?.stringValue, contexts[fallback] == nil {
                    problems.append("\(resolverPath): \(ref) default \(fallback) is not a context")
                }
                let options = contexts.members.map {
                    refs($0.value, problems: &problems, place: "\(ref)/\($0.key)", documents: documents)
                }
                stacks = stacks.flatMap { stack in options.map { stack + $0 } }
            }
        }
        for (path, document) in documents where path != resolverPath {
            guard case .object(let root) = document else {
                problems.append("\(path): a token file is an object")
                continue
            }
            checkGroup(root, path: [], inheritedType: nil, file: path, problems: &problems)
        }
        for stack in stacks {
            var tokens: [String: JSONValue] = [:]
            for file in stack { collect(documents[file], path: [], into: &tokens) }
            for (name, token) in tokens {
                guard let text = token["$value"]?.stringValue, text.hasPrefix("{"), text.hasSuffix("}") else {
                    continue
                }
                let target = String(text.dropFirst().dropLast())
                if tokens[target] == nil { problems.append("\(name): \(text) does not resolve in \(stack)") }
            }
        }
        return problems
    }

    private static func refs(
        _ value: JSONValue?, problems: inout [String], place: String, documents: [String: JSONValue]
    ) -> [String] {
        let files = value?.arrayValue?.compactMap { $0["$ref"]?.stringValue } ?? []
        for file in files where documents[file] == nil {
            problems.append("\(place): \(file) is not among the output files")
        }
        return files
    }

    private static func isToken(_ object: JSONObject) -> Bool { object["$value"] != nil }

    private static func checkGroup(
        _ group: JSONObject, path: [String], inheritedType: String?, file: String, problems: inout [String]
    ) {
        let type = group["$type"]?.stringValue ?? inheritedType
        for (key, value) in group where !key.hasPrefix("$") {
            let place = "\(file): \((path + [key]).joined(separator: "."))"
            if key.contains(".") || key.contains("{") || key.contains("}") { problems.append("\(place): invalid name") }
            guard case .object(let child) = value else {
                problems.append("\(place): neither a token nor a group")
                continue
            }
            if isToken(child) {
                let childType = child["$type"]?.stringValue ?? type
                guard let childType else {
                    problems.append("\(place): no $type on the token or a group above it")
                    continue
                }
                if childType == "color", let value = child["$value"], value.stringValue == nil {
                    checkColor(value, place: place, problems: &problems)
                }
            } else {
                checkGroup(child, path: path + [key], inheritedType: type, file: file, problems: &problems)
            }
        }
    }

    private static func checkColor(_ value: JSONValue, place: String, problems: inout [String]) {
        guard let space = value["colorSpace"]?.stringValue, ColorSpaceID(rawValue: space) != nil else {
            problems.append("\(place): colorSpace missing or unknown")
            return
        }
        guard let components = value["components"]?.arrayValue, components.count == 3,
            components.allSatisfy({ $0.numberValue != nil || $0.stringValue == "none" })
        else {
            problems.append("\(place): components are not three numbers")
            return
        }
        if let alpha = value["alpha"], !(alpha.numberValue.map { (0...1).contains($0) } ?? false) {
            problems.append("\(place): alpha is not in 0…1")
        }
        if let hex = value["hex"] {
            let text = hex.stringValue ?? ""
            let digits = text.dropFirst()
            if !(text.hasPrefix("#") && digits.count == 6 && digits.allSatisfy(\.isHexDigit)
                && digits == digits.lowercased())
            {
                problems.append("\(place): hex \(text) is not #rrggbb")
            }
        }
    }

    private static func collect(_ node: JSONValue?, path: [String], into tokens: inout [String: JSONValue]) {
        guard case .object(let object)? = node else { return }
        if isToken(object) {
            tokens[path.joined(separator: ".")] = node
            return
        }
        for (key, value) in object where !key.hasPrefix("$") { collect(value, path: path + [key], into: &tokens) }
    }
}
