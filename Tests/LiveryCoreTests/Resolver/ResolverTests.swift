import Foundation
import LiveryCore
import Testing

@Suite struct ResolverTests {
    static func themeResolver() throws -> Resolver {
        try ResolverFixtures.resolver(ResolverFixtures.themeResolver, files: ResolverFixtures.themeFiles)
    }

    @Test func modifiersAndContextsComeFromTheResolutionOrder() throws {
        let resolver = try Self.themeResolver()
        #expect(
            resolver.modifiers == [
                ModifierDescription(name: "theme", contexts: ["light", "dark"], defaultContext: "light")
            ])
        #expect(resolver.allInputs.map(\.description) == ["theme=light", "theme=dark"])
    }

    @Test func laterSourcesWinAndAliasesResolveAfterTheMerge() throws {
        let resolver = try Self.themeResolver()
        let dark = try resolver.theme(for: ResolverInput([("theme", "dark")]))
        #expect(dark["color.bg"]?.value == .number(2))
        #expect(dark["color.text"]?.value == .number(20))
    }

    @Test func aBaseAliasSeesTheContextOverride() throws {
        let resolver = try ResolverFixtures.resolver(
            #"""
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "n": { "$type": "number", "$value": 1 }, "alias": { "$value": "{n}" } }] } },
              "modifiers": { "size": { "contexts": { "small": [], "large": [{ "n": { "$type": "number", "$value": 9 } }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }]
            }
            """#)
        #expect(try resolver.theme(for: ResolverInput([("size", "large")]))["alias"]?.value == .number(9))
        #expect(try resolver.theme(for: ResolverInput([("size", "small")]))["alias"]?.value == .number(1))
    }

    @Test func theMergedTokensTellWhereEachTokenWasDeclared() throws {
        let set = try Self.themeResolver().tokenSet(for: ResolverInput([("theme", "dark")]))
        #expect(set.token(named: "color.bg")?.file == "dark.json")
        #expect(set.token(named: "color.bg")?.location == SourceLocation(line: 1, column: 33))
        #expect(set.token(named: "color.text")?.value == "{base.paper}")
        #expect(set.token(named: "base.ink")?.file == "base.json")
    }

    @Test func missingModifiersTakeTheirDefault() throws {
        let theme = try Self.themeResolver().theme(for: ResolverInput([]))
        #expect(theme.input.description == "theme=light")
        #expect(theme["color.bg"]?.value == .number(1))
    }

    @Test func unknownContextOrModifierIsAnError() throws {
        let resolver = try Self.themeResolver()
        #expect(throws: DiagnosticsError.self) { try resolver.theme(for: ResolverInput([("theme", "dim")])) }
        let build = resolver.build(for: ResolverInput([("theme", "dim"), ("density", "compact")]))
        #expect(build.theme == nil)
        #expect(
            build.diagnostics.map(\.description) == [
                "app.resolver.json: unknown modifier 'density' (chosen context 'compact'; modifiers: theme)",
                "app.resolver.json: modifiers.theme: unknown context 'dim' for modifier 'theme' (contexts: light, dark)",
            ])
    }

    @Test func modifierWithoutDefaultNeedsAContext() throws {
        let resolver = try ResolverFixtures.resolver(
            #"""
            { "version": "2025.10", "modifiers": { "m": { "contexts": { "a": [], "b": [] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/m" }] }
            """#)
        #expect(
            resolver.build(for: ResolverInput([])).diagnostics.map(\.description) == [
                "app.resolver.json: modifiers.m: no context chosen for modifier 'm', which has no default (contexts: a, b)"
            ])
        #expect(resolver.build(for: ResolverInput([("m", "b")])).hasErrors == false)
    }

    @Test func fileReferencesAreRelativeToTheResolverAndNamedThatWay() throws {
        let files = [
            "design/tokens/base.json": ResolverFixtures.base,
            "design/tokens/theme/dark.json": #"{ "bg": { "$type": "number", "$value": "{base.nope}" } }"#,
        ]
        let messages = ResolverFixtures.validate(
            #"""
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }, { "$ref": "./theme/../theme/dark.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }] }
            """#, files: files, path: "design/tokens/app.resolver.json")
        #expect(messages == ["design/tokens/theme/dark.json:1:3: bg: reference {base.nope} does not resolve"])
    }

    @Test func missingFileIsReportedWhereTheResolverNamesIt() {
        let messages = ResolverFixtures.validate(
            #"""
            { "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "gone.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/s" }] }
            """#)
        #expect(messages == ["app.resolver.json:1:42: sets.s.sources[0]: gone.json: file not found"])
    }

    @Test func aFilePointerSelectsPartOfAFile() throws {
        let resolver = try ResolverFixtures.resolver(
            #"""
            { "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "bundle.json#/light" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/s" }] }
            """#, files: ["bundle.json": #"{ "light": { "n": { "$type": "number", "$value": 3 } }, "dark": {} }"#])
        #expect(try resolver.theme(for: ResolverInput([]))["n"]?.value == .number(3))
    }

    @Test func inlineSetsAndModifiersInTheResolutionOrder() throws {
        let resolver = try ResolverFixtures.resolver(
            #"""
            { "version": "2025.10",
              "resolutionOrder": [
                { "type": "set", "name": "core", "sources": [{ "n": { "$type": "number", "$value": 1 } }] },
                { "type": "modifier", "name": "mode", "contexts": { "a": [], "b": [{ "n": { "$type": "number", "$value": 2 } }] }, "default": "a" }
              ] }
            """#)
        #expect(resolver.modifiers.map(\.name) == ["mode"])
        #expect(try resolver.theme(for: ResolverInput([("mode", "b")]))["n"]?.value == .number(2))
    }

    @Test func aReferenceWithSiblingsOverridesWhatItReferences() throws {
        let resolver = try ResolverFixtures.resolver(
            #"""
            { "version": "2025.10",
              "sets": { "s": { "sources": [{ "$ref": "base.json", "base": { "ink": { "$value": 99 } } }] } },
              "resolutionOrder": [{ "$ref": "#/sets/s" }] }
            """#, files: ["base.json": ResolverFixtures.base])
        #expect(try resolver.theme(for: ResolverInput([]))["base.ink"]?.value == .number(99))
    }

    @Test func namesAreTheUnionOfEveryContextSoIDsAreStable() throws {
        let resolver = try ResolverFixtures.resolver(
            #"""
            { "version": "2025.10",
              "modifiers": { "m": { "contexts": {
                "a": [{ "only-a": { "$type": "number", "$value": 1 } }],
                "b": [{ "only-b": { "$type": "number", "$value": 2 } }] }, "default": "a" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/m" }] }
            """#)
        let a = try resolver.theme(for: ResolverInput([("m", "a")]))
        let b = try resolver.theme(for: ResolverInput([("m", "b")]))
        let idB = try #require(resolver.names.id(for: "only-b"))
        #expect(a.names === b.names)
        #expect(a[idB] == nil)
        #expect(b[idB]?.value == .number(2))
    }

    @Test func themesAreBuiltOnceAndShared() async throws {
        let resolver = try Self.themeResolver()
        let input = ResolverInput([("theme", "dark")])
        let themes = await withTaskGroup(of: ResolvedTheme?.self) { group in
            for _ in 0..<16 { group.addTask { try? resolver.theme(for: input) } }
            return await group.reduce(into: [ResolvedTheme?]()) { $0.append($1) }
        }
        #expect(themes.allSatisfy { $0?["color.text"]?.value == .number(20) })
    }

    @Test func validationReportsEveryCombinationOnce() throws {
        let files = [
            "base.json": ResolverFixtures.base, "light.json": ResolverFixtures.light,
            "dark.json": #"{ "color": { "bg": { "$type": "number", "$value": "{nope}" } } }"#,
        ]
        let messages = ResolverFixtures.validate(ResolverFixtures.themeResolver, files: files)
        #expect(messages == ["dark.json:1:14: color.bg: reference {nope} does not resolve"])
    }

    @Test func strictModeAppliesToEveryFile() throws {
        let files = [
            "base.json": ResolverFixtures.base, "light.json": ResolverFixtures.light,
            "dark.json": ##"{ "c": { "$type": "color", "$value": "#000000" } }"##,
        ]
        #expect(ResolverFixtures.validate(ResolverFixtures.themeResolver, files: files).count == 1)
        let strict = ResolverFixtures.validate(ResolverFixtures.themeResolver, files: files, mode: .strict)
        #expect(
            strict == [
                "dark.json:1:3: c: invalid color: expected a color object with colorSpace and components, found a string"
            ])
    }

    @Test func aTokenFileIsASourceWithoutModifiers() throws {
        let source = try TokenValidation.source(
            for: ["base.json"], loader: .memory(["base.json": ResolverFixtures.base]))
        #expect(source.modifiers.isEmpty)
        #expect(try source.theme(for: source.defaultInput)["base.ink"]?.value == .number(10))
    }

    @Test func aDocumentThatIsNotAResolverThrows() {
        #expect(throws: DiagnosticsError.self) {
            try ResolverFixtures.resolver(#"{ "version": "2025.10" }"#)
        }
    }
}
