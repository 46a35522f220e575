/// A parsed DTCG 2025.10 resolver document (`*.resolver.json`): its sets, its modifiers and the
/// resolution order that layers them, with every source made explicit.
///
/// References to sets (`{"$ref": "#/sets/base"}`) are expanded into their sources, so each
/// step lists the token sources it contributes, in order. Everything wrong with the document
/// is in ``diagnostics``; the parts that could be read are still available.
///
/// ```swift
/// let document = ResolverDocument(json: json, file: "app.resolver.json")
/// document.modifiers.map(\.name)   // ["theme", "contrast"]
/// document.steps.count             // 3 (a set and two modifiers)
/// ```
public struct ResolverDocument: Sendable {
    /// The document's `name`, if any.
    public var name: String?
    /// The document's `description`, if any.
    public var description: String?
    /// The `version` as written (`2025.10` when valid).
    public var version: String?
    /// The `resolutionOrder`, each step with its sources expanded.
    public var steps: [ResolutionStep]
    /// Everything found wrong with the document, in the order found.
    public var diagnostics: [Diagnostic]
    /// The file, as the user named it.
    public var file: String?

    /// The modifiers the resolution order uses, in that order.
    public var modifiers: [ResolverModifier] {
        steps.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }

    /// Reads a resolver document; problems are collected in ``diagnostics``.
    public init(json: JSONValue, file: String?, mode: ValidationMode = .default) {
        var reader = ResolverDocumentReader(file: file, mode: mode)
        self = reader.read(json)
    }

    init(
        name: String?, description: String?, version: String?, steps: [ResolutionStep], diagnostics: [Diagnostic],
        file: String?
    ) {
        self.name = name
        self.description = description
        self.version = version
        self.steps = steps
        self.diagnostics = diagnostics
        self.file = file
    }
}

/// One entry of `resolutionOrder`: a set, always applied, or a modifier, applied through the
/// context an input selects.
public enum ResolutionStep: Sendable {
    /// A set of token sources.
    case set(ResolverSet)
    /// A modifier: contexts, each its own token sources.
    case modifier(ResolverModifier)
}

/// A named list of token sources.
public struct ResolverSet: Sendable {
    /// The set's key in `sets`, or its inline `name`.
    public var name: String
    /// The set's `description`.
    public var description: String?
    /// The sources in merge order, references to other sets expanded.
    public var sources: [TokenSource]
}

/// A modifier: named contexts, each a list of token sources, and an optional default context.
public struct ResolverModifier: Sendable {
    /// The modifier's key in `modifiers`, or its inline `name`.
    public var name: String
    /// The modifier's `description`.
    public var description: String?
    /// The contexts in declaration order, each with its sources in merge order.
    public var contexts: [(name: String, sources: [TokenSource])]
    /// `default`, when it names one of the contexts.
    public var defaultContext: String?

    /// The sources of context `name`, or `nil` when the modifier has no such context.
    public func sources(for name: String) -> [TokenSource]? {
        contexts.first { $0.name == name }?.sources
    }

    /// The modifier as the engine and the CLI see it.
    public var summary: ModifierDescription {
        ModifierDescription(
            name: name, contexts: contexts.map(\.name), defaultContext: defaultContext,
            description: description)
    }
}

/// Where tokens come from: a file (optionally a part of it), or tokens written inline.
public struct TokenSource: Sendable {
    /// What the source points at.
    public enum Origin: Sendable, Hashable {
        /// `{"$ref": "theme/dark.tokens.json"}`, relative to the resolver; `pointer` for
        /// `file.json#/part`.
        case file(String, pointer: [String]?)
        /// Tokens written directly in the resolver document.
        case inline(JSONValue)
    }

    /// What the source points at.
    public var origin: Origin
    /// Where the source is declared, e.g. `modifiers.theme.contexts.dark[0]`.
    public var declaredAt: String
    /// Where the declaring list stands in the resolver file.
    public var location: SourceLocation?
}
