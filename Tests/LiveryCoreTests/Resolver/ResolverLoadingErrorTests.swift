import LiveryCore
import Testing

/// Loading refuses a resolver document with structural errors, with the findings `validate`
/// reports; problems inside token files are reported at load and by every combination using them.
@Suite("Resolver loading errors")
struct ResolverLoadingErrorTests {
    static let files = ["light.json": ResolverFixtures.light, "base.json": ResolverFixtures.base]

    /// Each document has one structural error that used to load as an empty or partial theme.
    static let structurallyBroken: [(name: String, json: String, finding: String)] = [
        (
            "set cycle",
            ##"{"version":"2025.10","sets":{"a":{"sources":[{"$ref":"#/sets/b"}]},"b":{"sources":[{"$ref":"#/sets/a"}]}},"resolutionOrder":[{"$ref":"#/sets/a"}]}"##,
            "circular set reference: a → b → a"
        ),
        (
            "dangling set reference",
            ##"{"version":"2025.10","sets":{"a":{"sources":[{"$ref":"base.json"}]}},"resolutionOrder":[{"$ref":"#/sets/a"},{"$ref":"#/sets/x"}]}"##,
            "reference #/sets/x does not resolve"
        ),
        (
            "default not among the contexts",
            ##"{"version":"2025.10","modifiers":{"theme":{"contexts":{"light":[{"$ref":"light.json"}],"dark":[]},"default":"sepia"}},"resolutionOrder":[{"$ref":"#/sets/base"},{"$ref":"#/modifiers/theme"}],"sets":{"base":{"sources":[{"$ref":"base.json"}]}}}"##,
            "default \"sepia\" is not one of the contexts (light, dark)"
        ),
        (
            "unresolvable resolutionOrder entry",
            ##"{"version":"2025.10","sets":{"a":{"sources":[{"$ref":"base.json"}]}},"resolutionOrder":[{"$ref":"#/sets/a"},{"$ref":"#/nowhere/x"}]}"##,
            "resolutionOrder entries must reference #/sets/<name> or #/modifiers/<name>, found #/nowhere/x"
        ),
        // Found by the resolver fuzzer: the theme's key (`density=comfortab,e`) did not read back.
        (
            "a context name with a comma",
            ##"{"version":"2025.10","modifiers":{"density":{"contexts":{"compact":[],"comfortab,e":[{"$ref":"base.json"}]},"default":"compact"}},"resolutionOrder":[{"$ref":"#/modifiers/density"}]}"##,
            #"context name "comfortab,e" contains ',', which context selectors reserve ("theme=dark,contrast=high", "*")"#
        ),
        (
            "a context name with an equals sign",
            ##"{"version":"2025.10","sets":{"base":{"sources":[{"$ref":"base.json"}]}},"modifiers":{"theme":{"contexts":{"light":[{"$ref":"light.json"}],"^=ark":[]},"default":"light"}},"resolutionOrder":[{"$ref":"#/sets/base"},{"$ref":"#/modifiers/theme"}]}"##,
            #"context name "^=ark" contains '=', which context selectors reserve ("theme=dark,contrast=high", "*")"#
        ),
        (
            "a modifier name with a star",
            ##"{"version":"2025.10","sets":{"base":{"sources":[{"$ref":"base.json"}]}},"modifiers":{"th*me":{"contexts":{"light":[{"$ref":"light.json"}],"dark":[]},"default":"light"}},"resolutionOrder":[{"$ref":"#/sets/base"},{"$ref":"#/modifiers/th*me"}]}"##,
            #"modifier name "th*me" contains '*', which context selectors reserve ("theme=dark,contrast=high", "*")"#
        ),
    ]

    @Test(arguments: structurallyBroken)
    func aStructuralErrorFailsLoadingWithTheFindingsOfValidate(name: String, json: String, finding: String) {
        let validated = ResolverFixtures.validate(json, files: Self.files)
        #expect(validated.contains { $0.hasSuffix(finding) }, "\(name): \(validated)")
        #expect(throws: DiagnosticsError.self, "\(name)") { try ResolverFixtures.resolver(json, files: Self.files) }
        do {
            _ = try ResolverFixtures.resolver(json, files: Self.files)
        } catch let error as DiagnosticsError {
            #expect(error.diagnostics.map(\.description) == validated, "\(name)")
            #expect(error.description == validated.joined(separator: "\n"), "\(name)")
            for diagnostic in error.errors {
                #expect(diagnostic.file == "app.resolver.json" && diagnostic.location != nil, "\(name): \(diagnostic)")
            }
        } catch {
            Issue.record("\(name): \(error)")
        }
    }

    static let darkDoesNotParse = [
        "base.json": ResolverFixtures.base, "light.json": ResolverFixtures.light,
        "dark.json": #"{ "color": { "$type": "number", "bg": { "$value": 2 },, "text": { "$value": 3 } } }"#,
    ]

    @Test func aContextFileThatDoesNotParseIsReportedAtLoadWithItsPlace() throws {
        let resolver = try ResolverFixtures.resolver(ResolverFixtures.themeResolver, files: Self.darkDoesNotParse)
        let errors = resolver.loadDiagnostics.filter(\.isError).map(\.description)
        #expect(errors == ["dark.json:1:55: invalid JSON: unexpected ','; expected a quoted key"])
    }

    @Test func themeForTheContextThrowsTheLocatedParseError() throws {
        let resolver = try ResolverFixtures.resolver(ResolverFixtures.themeResolver, files: Self.darkDoesNotParse)
        #expect(throws: DiagnosticsError.self) { try resolver.theme(for: ResolverInput([("theme", "dark")])) }
        do {
            _ = try resolver.theme(for: ResolverInput([("theme", "dark")]))
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    "dark.json:1:55: invalid JSON: unexpected ','; expected a quoted key"
                ])
            #expect(error.description.split(separator: "\n").count == error.diagnostics.count)
        }
    }

    @Test func theOtherContextsStayUsable() throws {
        let resolver = try ResolverFixtures.resolver(ResolverFixtures.themeResolver, files: Self.darkDoesNotParse)
        let light = try resolver.theme(for: ResolverInput([("theme", "light")]))
        #expect(light["color.bg"]?.value == .number(1))
    }
}
