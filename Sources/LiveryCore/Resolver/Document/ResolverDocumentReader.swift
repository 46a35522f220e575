/// Reads a resolver document's JSON into a ``ResolverDocument``, collecting every problem.
struct ResolverDocumentReader {
    let file: String?
    let mode: ValidationMode
    private var diagnostics: [Diagnostic] = []
    private(set) var root = JSONObject()
    private var setsInProgress: [String] = []

    static let supportedVersion = "2025.10"
    private static let rootKeys: Set<String> = [
        "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$extensions", "$defs",
    ]
    private static let maximumSetNesting = 64
    /// The members the 2025.10 schema allows in a set and in a modifier (no others: the
    /// schema's `additionalProperties` is false); an inline entry also has `name` and `type`.
    private static let setKeys: Set<String> = ["description", "sources", "$extensions"]
    private static let modifierKeys: Set<String> = ["description", "contexts", "default", "$extensions"]
    private static let inlineKeys: Set<String> = ["name", "type"]

    init(file: String?, mode: ValidationMode) {
        self.file = file
        self.mode = mode
    }

    mutating func read(_ json: JSONValue) -> ResolverDocument {
        guard case .object(let root) = json else {
            error("a resolver document must be a JSON object, found \(json.kindDescription)", at: nil, nil)
            return document(steps: [])
        }
        self.root = root
        for key in root.keys where !Self.rootKeys.contains(key) {
            report(mode.toleratedSeverity, "unknown resolver property '\(key)'", at: key, root.location(of: key))
        }
        checkVersion()
        checkExtensions(in: root, path: nil, location: nil)
        checkDeclarations()
        guard let orderJSON = root["resolutionOrder"] else {
            error("a resolver document must have a resolutionOrder array", at: nil, nil)
            return document(steps: [])
        }
        guard case .array(let order) = orderJSON else {
            error(
                "resolutionOrder must be an array, found \(orderJSON.kindDescription)", at: "resolutionOrder",
                root.location(of: "resolutionOrder"))
            return document(steps: [])
        }
        guard !order.isEmpty else {
            error(
                "resolutionOrder must list at least one set or modifier", at: "resolutionOrder",
                root.location(of: "resolutionOrder"))
            return document(steps: [])
        }
        let steps = readOrder(order)
        return document(steps: steps)
    }

    private func document(steps: [ResolutionStep]) -> ResolverDocument {
        ResolverDocument(
            name: root["name"]?.stringValue, description: root["description"]?.stringValue,
            version: root["version"]?.stringValue, steps: steps, diagnostics: diagnostics, file: file)
    }

    private mutating func checkVersion() {
        guard let version = root["version"] else {
            error("missing version (must be \"\(Self.supportedVersion)\")", at: nil, nil)
            return
        }
        guard version == .string(Self.supportedVersion) else {
            error(
                "unsupported version \(JSONWriter.string(version, pretty: false)) (must be \"\(Self.supportedVersion)\")",
                at: "version", root.location(of: "version"))
            return
        }
    }

    /// Checks every declared set and modifier, used or not.
    private mutating func checkDeclarations() {
        for (key, kind) in [("sets", "set"), ("modifiers", "modifier")] {
            guard let declared = root[key] else { continue }
            guard case .object(let table) = declared else {
                error("\(key) must be an object of named \(kind)s", at: key, root.location(of: key))
                continue
            }
            for name in table.keys {
                if kind == "set" { _ = set(named: name) } else { _ = modifier(named: name) }
            }
        }
    }

    // MARK: resolutionOrder

    private mutating func readOrder(_ order: [JSONValue]) -> [ResolutionStep] {
        var steps: [ResolutionStep] = []
        var names: [String: String] = [:]
        let location = root.location(of: "resolutionOrder")
        for (index, item) in order.enumerated() {
            let path = "resolutionOrder[\(index)]"
            guard case .object(let object) = item else {
                error(
                    "a resolutionOrder entry must be a reference object or an inline set or modifier, found \(item.kindDescription)",
                    at: path, location)
                continue
            }
            let step: ResolutionStep?
            if let ref = object["$ref"] {
                step = referencedStep(ref, overrides: object, path: path, location: location)
            } else {
                step = inlineStep(object, path: path, location: location)
            }
            guard let step else { continue }
            let name = step.name
            if let earlier = names[name] {
                error("duplicate name '\(name)' in resolutionOrder (also \(earlier))", at: path, location)
                continue
            }
            names[name] = path
            steps.append(step)
        }
        return steps
    }

    /// The set or modifier a reference object names. The object's other members override the
    /// referenced one's, shallowly (the resolver module: they "MUST be treated as overrides"),
    /// so `{"$ref": "#/modifiers/theme", "default": "dark"}` is the modifier with another default.
    private mutating func referencedStep(
        _ ref: JSONValue, overrides reference: JSONObject, path: String, location: SourceLocation?
    ) -> ResolutionStep? {
        guard case .string(let pointer) = ref, case .success(let segments) = JSONPointer.parse(pointer) else {
            error(
                "resolutionOrder entries must reference #/sets/… or #/modifiers/…, found \(JSONWriter.string(ref, pretty: false))",
                at: path, location)
            return nil
        }
        var overrides = reference
        overrides["$ref"] = nil
        switch (segments.first, segments.count) {
        case ("sets", 2) where overrides.isEmpty:
            return set(named: segments[1], referencedAt: path, location: location).map(ResolutionStep.set)
        case ("modifiers", 2) where overrides.isEmpty:
            return modifier(named: segments[1], referencedAt: path, location: location).map(ResolutionStep.modifier)
        case ("sets", 2), ("modifiers", 2):
            let (table, kind) = segments[0] == "sets" ? ("sets", "set") : ("modifiers", "modifier")
            guard case .object(var object)? = root[table]?[segments[1]] else {
                error("reference #/\(table)/\(segments[1]) does not resolve", at: path, location)
                return nil
            }
            for (key, value) in overrides.members {
                object.set(value, forKey: key, at: overrides.location(of: key))
            }
            return kind == "set"
                ? readSet(object, name: segments[1], path: path, location: location).map(ResolutionStep.set)
                : readModifier(object, name: segments[1], path: path, location: location).map(ResolutionStep.modifier)
        case ("resolutionOrder", _):
            error("a reference must not point into resolutionOrder (\(pointer))", at: path, location)
        default:
            error(
                "resolutionOrder entries must reference #/sets/<name> or #/modifiers/<name>, found \(pointer)",
                at: path, location)
        }
        return nil
    }

    private mutating func inlineStep(_ object: JSONObject, path: String, location: SourceLocation?) -> ResolutionStep? {
        guard case .string(let name)? = object["name"] else {
            error("an inline set or modifier needs a string 'name'", at: path, location)
            return nil
        }
        switch object["type"] {
        case .string("set")?:
            return readSet(object, name: name, path: path, location: location).map(ResolutionStep.set)
        case .string("modifier")?:
            return readModifier(object, name: name, path: path, location: location).map(ResolutionStep.modifier)
        default:
            error("an inline entry needs 'type': \"set\" or \"modifier\"", at: path, location)
            return nil
        }
    }

    // MARK: Sets and modifiers

    mutating func set(
        named name: String, referencedAt: String? = nil, location: SourceLocation? = nil
    )
        -> ResolverSet?
    {
        let path = "sets.\(name)"
        guard case .object(let object)? = root["sets"]?[name] else {
            error("reference #/sets/\(name) does not resolve", at: referencedAt ?? path, location)
            return nil
        }
        return readSet(object, name: name, path: path, location: root["sets"]?.objectValue?.location(of: name))
    }

    private mutating func modifier(
        named name: String, referencedAt: String? = nil, location: SourceLocation? = nil
    )
        -> ResolverModifier?
    {
        let path = "modifiers.\(name)"
        guard case .object(let object)? = root["modifiers"]?[name] else {
            error("reference #/modifiers/\(name) does not resolve", at: referencedAt ?? path, location)
            return nil
        }
        return readModifier(
            object, name: name, path: path, location: root["modifiers"]?.objectValue?.location(of: name))
    }

    private mutating func readSet(
        _ object: JSONObject, name: String, path: String, location: SourceLocation?
    )
        -> ResolverSet?
    {
        checkMembers(of: object, allowed: Self.setKeys, kind: "set", path: path, location: location)
        guard let sourcesJSON = object["sources"] else {
            error("a set needs a 'sources' array", at: path, location)
            return nil
        }
        guard !setsInProgress.contains(name) || path.hasPrefix("resolutionOrder") else {
            error("circular set reference: \((setsInProgress + [name]).joined(separator: " → "))", at: path, location)
            return nil
        }
        guard setsInProgress.count < Self.maximumSetNesting else {
            error("set references nested more than \(Self.maximumSetNesting) deep", at: path, location)
            return nil
        }
        setsInProgress.append(name)
        defer { setsInProgress.removeLast() }
        let sources = readSources(
            sourcesJSON, path: path + ".sources", location: object.location(of: "sources") ?? location)
        return ResolverSet(name: name, description: object["description"]?.stringValue, sources: sources)
    }

    private mutating func readModifier(
        _ object: JSONObject, name: String, path: String, location: SourceLocation?
    )
        -> ResolverModifier?
    {
        checkMembers(of: object, allowed: Self.modifierKeys, kind: "modifier", path: path, location: location)
        guard case .object(let contextsJSON)? = object["contexts"] else {
            error("a modifier needs a 'contexts' object", at: path, location)
            return nil
        }
        let contextsLocation = object.location(of: "contexts") ?? location
        if contextsJSON.isEmpty {
            error("a modifier must have at least one context", at: path + ".contexts", contextsLocation)
            return nil
        }
        if contextsJSON.count == 1 {
            report(
                mode.toleratedSeverity, "a modifier with one context is a set; modifiers should have two or more",
                at: path + ".contexts", contextsLocation)
        }
        if let problem = ContextSelector.problem(withName: name) {
            error("modifier name \(JSONWriter.string(.string(name), pretty: false)) \(problem)", at: path, location)
        }
        var contexts: [(name: String, sources: [TokenSource])] = []
        for (index, context) in contextsJSON.keys.enumerated() {
            if let problem = ContextSelector.problem(withName: context) {
                error(
                    "context name \(JSONWriter.string(.string(context), pretty: false)) \(problem)",
                    at: "\(path).contexts.\(context)", contextsJSON.locations[index] ?? contextsLocation)
            }
            let sources = readSources(
                contextsJSON.values[index], path: "\(path).contexts.\(context)",
                location: contextsJSON.locations[index] ?? contextsLocation, inModifier: true)
            contexts.append((context, sources))
        }
        var defaultContext: String?
        if let value = object["default"] {
            if case .string(let name) = value, contextsJSON[name] != nil {
                defaultContext = name
            } else {
                let names = contextsJSON.keys.joined(separator: ", ")
                error(
                    "default \(JSONWriter.string(value, pretty: false)) is not one of the contexts (\(names))",
                    at: path + ".default", object.location(of: "default") ?? location)
            }
        }
        return ResolverModifier(
            name: name, description: object["description"]?.stringValue, contexts: contexts,
            defaultContext: defaultContext)
    }

    /// Reports every member of a set or modifier that the schema does not allow, and an
    /// `$extensions` that is not an object (the format: its value MUST be an object).
    private mutating func checkMembers(
        of object: JSONObject, allowed: Set<String>, kind: String, path: String, location: SourceLocation?
    ) {
        checkExtensions(in: object, path: path, location: location)
        let inline = path.hasPrefix("resolutionOrder")
        for key in object.keys where !allowed.contains(key) && !(inline && Self.inlineKeys.contains(key)) {
            let known = (allowed.union(inline ? Self.inlineKeys : [])).sorted().joined(separator: ", ")
            error(
                "unknown \(kind) property '\(key)' (a \(kind) has \(known))", at: path + "." + key,
                object.location(of: key) ?? location)
        }
    }

    /// Reports an `$extensions` member of `object` whose value is not an object.
    private mutating func checkExtensions(in object: JSONObject, path: String?, location: SourceLocation?) {
        guard let extensions = object["$extensions"], extensions.objectValue == nil else { return }
        error(
            "$extensions must be an object, found \(extensions.kindDescription)",
            at: path.map { $0 + ".$extensions" } ?? "$extensions", object.location(of: "$extensions") ?? location)
    }

    // MARK: Findings

    mutating func error(_ message: String, at path: String?, _ location: SourceLocation?) {
        report(.error, message, at: path, location)
    }

    mutating func report(
        _ severity: Diagnostic.Severity, _ message: String, at path: String?, _ location: SourceLocation?
    ) {
        let finding = Diagnostic(severity, message, file: file, path: path, location: location)
        if !diagnostics.contains(finding) { diagnostics.append(finding) }
    }
}

extension ResolutionStep {
    var name: String {
        switch self {
        case .set(let set): set.name
        case .modifier(let modifier): modifier.name
        }
    }
}
