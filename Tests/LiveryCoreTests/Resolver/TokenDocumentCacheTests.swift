import Testing

@testable import LiveryCore

/// A resolver loaded again with a document cache reads the same themes as one loaded afresh,
/// whichever of its files changed in between.
@Suite("Token document cache")
struct TokenDocumentCacheTests {
    static let resolver = """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "resolutionOrder": [{"$ref": "#/sets/base"}]}
        """

    static func loader(_ base: String, cache: TokenDocumentCache) -> FileLoader {
        var loader = FileLoader.memory(["app.resolver.json": resolver, "base.json": base])
        loader.documents = cache
        return loader
    }

    @Test("an unchanged file gives the same tokens; a changed one its new tokens")
    func reloads() throws {
        let cache = TokenDocumentCache()
        let first = ##"{"color": {"$type": "color", "a": {"$value": "#102030"}}}"##
        let second = ##"{"color": {"$type": "color", "a": {"$value": "#405060"}, "b": {"$value": "#000000"}}}"##
        for base in [first, first, second, first] {
            let cached = try Resolver(path: "app.resolver.json", loader: Self.loader(base, cache: cache))
            let fresh = try Resolver(
                path: "app.resolver.json", loader: .memory(["app.resolver.json": Self.resolver, "base.json": base]))
            let input = ResolverInput([])
            #expect(try cached.theme(for: input).tokens.map(\.token) == fresh.theme(for: input).tokens.map(\.token))
            #expect(cached.names.names == fresh.names.names, "\(base)")
        }
    }
}
