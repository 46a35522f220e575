/// An in-memory ``ThemeSource``: every combination's tokens given up front.
///
/// Used for server payloads, tests and tools that build themes without files.
///
/// ```swift
/// let table = ThemeTable(modifier: "theme", contexts: [
///     "light": ["color.bg": ResolvedToken(type: .color, value: .color(.white))],
///     "dark":  ["color.bg": ResolvedToken(type: .color, value: .color(.black))],
/// ], order: ["light", "dark"])
/// try table.theme(for: ResolverInput([("theme", "dark")]))["color.bg"]
/// ```
public struct ThemeTable: ThemeSource {
    public let modifiers: [ModifierDescription]
    public let names: TokenNameTable
    private let themes: [ResolverInput: ResolvedTheme]

    /// A table over several modifiers: one token dictionary per complete input combination.
    ///
    /// Token names are interned in sorted order, so IDs do not depend on dictionary order.
    public init(modifiers: [ModifierDescription], themes: [ResolverInput: [String: ResolvedToken]]) {
        let allNames = Set(themes.values.flatMap(\.keys)).sorted()
        let names = TokenNameTable(allNames)
        self.modifiers = modifiers
        self.names = names
        self.themes = themes.reduce(into: [:]) { result, entry in
            result[entry.key] = ResolvedTheme(input: entry.key, names: names, tokens: entry.value)
        }
    }

    /// A table over one modifier (usually `theme`), contexts listed in `order`.
    public init(modifier: String = "theme", contexts: [String: [String: ResolvedToken]], order: [String]? = nil) {
        let order = order ?? contexts.keys.sorted()
        self.init(
            modifiers: [ModifierDescription(name: modifier, contexts: order, defaultContext: order.first)],
            themes: contexts.reduce(into: [:]) { $0[ResolverInput([(modifier, $1.key)])] = $1.value })
    }

    public func theme(for input: ResolverInput) throws -> ResolvedTheme {
        guard let theme = themes[input] else { throw ThemeSourceError.unknownInput(input) }
        return theme
    }
}

/// Why a ``ThemeSource`` cannot give a theme.
public enum ThemeSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The combination names a modifier or context the source does not have.
    case unknownInput(ResolverInput)

    public var description: String {
        switch self {
        case .unknownInput(let input): "no theme for the input \(input)"
        }
    }
}
