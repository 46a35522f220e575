import LiveryCore
import Testing

@testable import Livery

/// A source that counts the combinations it is asked to build.
private struct CountingSource: ThemeSource {
    let table: ThemeTable
    let built = Locked<[String]>([])

    var modifiers: [ModifierDescription] { table.modifiers }
    var names: TokenNameTable { table.names }

    func theme(for input: ResolverInput) throws -> ResolvedTheme {
        built.withLock { $0.append(input.description) }
        return try table.theme(for: input)
    }
}

@Suite("Validating a layer against a base of many combinations")
struct ValidatorCostTests {
    /// Twelve modifiers of two contexts: 4,096 combinations, the most a source may have.
    private static func wideTable() -> ThemeTable {
        let modifiers = (1...12).map { ModifierDescription(name: "m\($0)", contexts: ["a", "b"], defaultContext: "a") }
        let tokens: [String: ResolvedToken] = ["color.bg": RemoteFixtures.color("#ffffff")]
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        var inputs: [[(modifier: String, context: String)]] = [[]]
        for modifier in modifiers {
            inputs = inputs.flatMap { prefix in modifier.contexts.map { prefix + [(modifier.name, $0)] } }
        }
        for input in inputs { themes[ResolverInput(input)] = tokens }
        return ThemeTable(modifiers: modifiers, themes: themes)
    }

    @Test("making the validator builds no combination; a layer builds only the combinations it names")
    func buildsWhatThePayloadNames() async throws {
        let source = CountingSource(table: Self.wideTable())
        #expect(source.combinationCount == 4096)
        let validator = ThemeLayerValidator.against(base: source)
        #expect(source.built.withLock { $0 }.isEmpty)

        let key = "m1=b,m2=a,m3=a,m4=a,m5=a,m6=a,m7=a,m8=a,m9=a,m10=a,m11=a,m12=b"
        let red: JSONValue = ["colorSpace": "srgb", "components": [1, 0, 0]]
        let payload: JSONValue = [key: ["color.bg": ["type": "color", "value": red]]]
        let problems = await validator.problems(try RemoteFixtures.delivered(payload))
        #expect(problems.isEmpty, "\(problems)")
        #expect(source.built.withLock { $0 } == [key])
    }

    @Test("an unknown combination is still refused, and builds nothing")
    func unknownKeyBuildsNothing() async throws {
        let source = CountingSource(table: Self.wideTable())
        let payload: JSONValue = ["m1=c": ["color.bg": ["type": "color", "value": "#fff"]]]
        let problems = await ThemeLayerValidator.against(base: source).problems(try RemoteFixtures.delivered(payload))
            .map(
                \.description)
        #expect(problems == ["m1=c: the base theme has no combination \"m1=c\""])
        #expect(source.built.withLock { $0 }.isEmpty)
    }
}
