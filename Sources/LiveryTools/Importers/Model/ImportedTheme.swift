import LiveryCore

/// A theme read from another tool's files, before it is written as DTCG: token layers, and
/// modifiers whose contexts are stacks of those layers.
///
/// This is the one model every importer produces and the one ``DTCGThemeWriter`` consumes.
/// A context lists layers bottom to top, the way a DTCG resolver lists token files: later
/// layers win. Most imports have one modifier, `theme`, with one context per imported theme:
///
/// ```swift
/// var theme = ImportedTheme(name: "Colors")
/// theme.add(token, to: "light")
/// theme.add(nightToken, to: "dark")
/// theme.modifiers = [ImportedModifier(name: "theme", contexts: [
///     ImportedContext(name: "light", layers: ["light"]),
///     ImportedContext(name: "dark", layers: ["light", "dark"]),   // night overrides a subset
/// ])]
/// ```
public struct ImportedTheme: Sendable, Hashable {
    /// The resolver's name; also the file name `<name>.resolver.json`.
    public var name: String
    /// A sentence for the resolver's `description` (which tool and files it came from).
    public var description: String?
    /// Layers in the order their files are written.
    public private(set) var layers: [TokenLayer] = []
    /// Layers applied to every context, before the modifiers (the resolver's `sets`).
    public var baseLayers: [String] = []
    /// Modifiers in resolution order.
    public var modifiers: [ImportedModifier] = []
    /// Findings that did not stop the import (skipped values, missing tokens).
    public var warnings: [Diagnostic] = []

    /// An empty theme named `name`.
    public init(name: String, description: String? = nil) {
        self.name = name
        self.description = description
    }

    /// The layer named `name`, if any.
    public func layer(_ name: String) -> TokenLayer? {
        layers.first { $0.name == name }
    }

    /// Adds `token` to the layer `layer`, creating the layer after the existing ones.
    public mutating func add(_ token: ImportedToken, to layer: String) {
        if let index = layers.firstIndex(where: { $0.name == layer }) {
            layers[index].add(token)
        } else {
            layers.append(TokenLayer(name: layer, tokens: [token]))
        }
    }

    /// Adds an empty layer unless one with that name exists (so its file is written even
    /// when no token lands in it).
    public mutating func declareLayer(_ name: String) {
        if layer(name) == nil { layers.append(TokenLayer(name: name)) }
    }

    /// The tokens a context sees: its base layers, then its own, later layers winning.
    /// Tokens are in first-seen order.
    public func tokens(in context: ImportedContext) -> [ImportedToken] {
        var merged = TokenLayer(name: context.name)
        for name in baseLayers + context.layers {
            for token in layer(name)?.tokens ?? [] { merged.add(token) }
        }
        return merged.tokens
    }

    /// The tokens of the context `context` of the modifier `modifier` (default `theme`).
    public func tokens(inContext context: String, of modifier: String = "theme") -> [ImportedToken] {
        guard let found = modifiers.first(where: { $0.name == modifier })?.contexts.first(where: { $0.name == context })
        else { return [] }
        return tokens(in: found)
    }
}

/// A DTCG modifier of an imported theme: a name and its contexts.
public struct ImportedModifier: Sendable, Hashable {
    /// The modifier's name (`theme`).
    public var name: String
    /// What the modifier selects, if known.
    public var description: String?
    /// Its contexts, in order.
    public var contexts: [ImportedContext]
    /// The context picked when no input names one; the first context when `nil`.
    public var defaultContext: String?

    /// A modifier `name` of `contexts`, defaulting to `defaultContext`.
    public init(name: String, description: String? = nil, contexts: [ImportedContext], defaultContext: String? = nil) {
        self.name = name
        self.description = description
        self.contexts = contexts
        self.defaultContext = defaultContext
    }
}

/// One context of a modifier: a name (`dark`) and the layers it stacks, bottom to top.
public struct ImportedContext: Sendable, Hashable {
    /// The context's name.
    public var name: String
    /// The layers it lays over one another, first at the bottom.
    public var layers: [String]

    /// A context `name` made of `layers`.
    public init(name: String, layers: [String]) {
        self.name = name
        self.layers = layers
    }
}
