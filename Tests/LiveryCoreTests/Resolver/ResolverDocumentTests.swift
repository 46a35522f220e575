import LiveryCore
import Testing

/// The errors the DTCG resolver module lists, each with its place.
@Suite struct ResolverDocumentTests {
    static func document(_ json: JSONValue) -> [String] {
        ResolverDocument(json: json, file: "app.resolver.json").diagnostics.map(\.description)
    }

    static let order: JSONValue = [["$ref": "#/sets/s"]]
    static let sets: JSONValue = ["s": ["sources": []]]

    @Test func versionMustBe2025_10() {
        #expect(
            Self.document(["version": "2025-10-01", "sets": Self.sets, "resolutionOrder": Self.order]) == [
                #"app.resolver.json: version: unsupported version "2025-10-01" (must be "2025.10")"#
            ])
        #expect(
            Self.document(["sets": Self.sets, "resolutionOrder": Self.order]) == [
                #"app.resolver.json: missing version (must be "2025.10")"#
            ])
    }

    @Test func resolutionOrderIsRequired() {
        #expect(
            Self.document(["version": "2025.10"]) == [
                "app.resolver.json: a resolver document must have a resolutionOrder array"
            ])
    }

    @Test func modifierWithoutContextsIsAnError() {
        let messages = Self.document([
            "version": "2025.10", "modifiers": ["m": ["contexts": [:]]], "resolutionOrder": [["$ref": "#/modifiers/m"]],
        ])
        #expect(messages == ["app.resolver.json: modifiers.m.contexts: a modifier must have at least one context"])
    }

    /// The resolver module: members beside `$ref` in a reference object "MUST be treated as
    /// overrides" (shallow) of the referenced set or modifier.
    @Test func membersBesideARefOverrideTheReferencedModifier() throws {
        let document = ResolverDocument(
            json: [
                "version": "2025.10",
                "modifiers": ["theme": ["contexts": ["light": [], "dark": []], "default": "light"]],
                "resolutionOrder": [["$ref": "#/modifiers/theme", "default": "dark"]],
            ],
            file: "app.resolver.json")
        #expect(document.diagnostics.map(\.description) == [])
        let modifier = try #require(document.modifiers.first)
        #expect(modifier.defaultContext == "dark")
        #expect(modifier.contexts.map(\.name) == ["light", "dark"])
    }

    @Test func contextsBesideARefReplaceTheReferencedOnesShallowly() throws {
        let document = ResolverDocument(
            json: [
                "version": "2025.10",
                "modifiers": ["theme": ["contexts": ["light": [], "dark": []], "default": "light"]],
                "resolutionOrder": [["$ref": "#/modifiers/theme", "contexts": ["light": [], "sepia": []]]],
            ],
            file: "app.resolver.json")
        let modifier = try #require(document.modifiers.first)
        #expect(modifier.contexts.map(\.name) == ["light", "sepia"])
        #expect(modifier.defaultContext == "light")
    }

    @Test func anOverrideIsCheckedLikeTheModifierItself() {
        let messages = Self.document([
            "version": "2025.10",
            "modifiers": ["theme": ["contexts": ["light": [], "dark": []]]],
            "resolutionOrder": [["$ref": "#/modifiers/theme", "default": "dusk"]],
        ])
        #expect(
            messages == [
                #"app.resolver.json: resolutionOrder[0].default: default "dusk" is not one of the contexts (light, dark)"#
            ])
    }

    @Test func extensionsMustBeAnObject() {
        let messages = Self.document([
            "version": "2025.10", "$extensions": [1],
            "sets": ["s": ["sources": [], "$extensions": 5]],
            "modifiers": ["m": ["contexts": ["a": [], "b": []], "$extensions": "x"]],
            "resolutionOrder": [["$ref": "#/sets/s"], ["$ref": "#/modifiers/m"]],
        ])
        #expect(
            messages == [
                "app.resolver.json: $extensions: $extensions must be an object, found an array",
                "app.resolver.json: sets.s.$extensions: $extensions must be an object, found a number",
                "app.resolver.json: modifiers.m.$extensions: $extensions must be an object, found a string",
            ])
    }

    @Test func modifierWithOneContextIsAnErrorWhenStrict() {
        let document = ResolverDocument(
            json: [
                "version": "2025.10", "modifiers": ["m": ["contexts": ["only": []]]],
                "resolutionOrder": [["$ref": "#/modifiers/m"]],
            ],
            file: "r.json", mode: .strict)
        #expect(document.diagnostics.map(\.severity) == [.error])
    }

    @Test func modifierWithOneContextIsAWarning() {
        let document = ResolverDocument(
            json: [
                "version": "2025.10", "modifiers": ["m": ["contexts": ["only": []]]],
                "resolutionOrder": [["$ref": "#/modifiers/m"]],
            ],
            file: "r.json")
        #expect(document.diagnostics.map(\.severity) == [.warning])
        #expect(
            document.diagnostics.first?.message
                == "a modifier with one context is a set; modifiers should have two or more")
    }

    @Test func defaultMustBeAContext() {
        let messages = Self.document([
            "version": "2025.10", "modifiers": ["theme": ["contexts": ["light": [], "dark": []], "default": "dim"]],
            "resolutionOrder": [["$ref": "#/modifiers/theme"]],
        ])
        #expect(
            messages == [
                #"app.resolver.json: modifiers.theme.default: default "dim" is not one of the contexts (light, dark)"#
            ])
    }

    @Test func inlineEntriesNeedNameAndType() {
        let messages = Self.document([
            "version": "2025.10",
            "resolutionOrder": [["type": "set", "sources": []], ["name": "x", "sources": []]],
        ])
        #expect(
            messages == [
                "app.resolver.json: resolutionOrder[0]: an inline set or modifier needs a string 'name'",
                #"app.resolver.json: resolutionOrder[1]: an inline entry needs 'type': "set" or "modifier""#,
            ])
    }

    @Test func namesInResolutionOrderMustBeUnique() {
        let messages = Self.document([
            "version": "2025.10", "sets": Self.sets,
            "resolutionOrder": [["$ref": "#/sets/s"], ["type": "set", "name": "s", "sources": []]],
        ])
        #expect(
            messages == [
                "app.resolver.json: resolutionOrder[1]: duplicate name 's' in resolutionOrder (also resolutionOrder[0])"
            ])
    }

    @Test func setsMustNotReferenceModifiers() {
        let messages = Self.document([
            "version": "2025.10", "sets": ["s": ["sources": [["$ref": "#/modifiers/m"]]]],
            "modifiers": ["m": ["contexts": ["a": [], "b": []]]], "resolutionOrder": Self.order,
        ])
        #expect(
            messages == [
                "app.resolver.json: sets.s.sources[0]: a set or modifier must not reference a modifier (#/modifiers/m); only resolutionOrder may"
            ])
    }

    @Test func referencesMustNotPointIntoResolutionOrder() {
        let messages = Self.document([
            "version": "2025.10", "sets": ["s": ["sources": [["$ref": "#/resolutionOrder/0"]]]],
            "resolutionOrder": Self.order,
        ])
        #expect(
            messages == [
                "app.resolver.json: sets.s.sources[0]: a reference must not point into resolutionOrder (#/resolutionOrder/0)"
            ])
    }

    @Test func unresolvableReferenceIsAnError() {
        let messages = Self.document(["version": "2025.10", "resolutionOrder": [["$ref": "#/sets/nope"]]])
        #expect(messages == ["app.resolver.json: resolutionOrder[0]: reference #/sets/nope does not resolve"])
    }

    @Test func circularSetReferencesAreAnError() {
        let messages = Self.document([
            "version": "2025.10",
            "sets": ["a": ["sources": [["$ref": "#/sets/b"]]], "b": ["sources": [["$ref": "#/sets/a"]]]],
            "resolutionOrder": [["$ref": "#/sets/a"]],
        ])
        #expect(messages.contains("app.resolver.json: sets.a: circular set reference: a → b → a"))
    }

    @Test func remoteReferencesAreReported() {
        let messages = Self.document([
            "version": "2025.10", "sets": ["s": ["sources": [["$ref": "https://example.com/t.json"]]]],
            "resolutionOrder": Self.order,
        ])
        #expect(
            messages == [
                "app.resolver.json: sets.s.sources[0]: remote reference https://example.com/t.json is not supported; use a file path relative to the resolver"
            ])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let messages = Self.document([
            "version": "1", "modifiers": ["m": ["contexts": [:]], "n": ["contexts": ["a": []], "default": "z"]],
            "resolutionOrder": [["$ref": "#/modifiers/m"], ["$ref": "#/sets/x"]],
        ])
        #expect(messages.count == 5)
    }
}

/// Modifier and context names are checked per Unicode scalar.
@Suite struct ContextNameScalarTests {
    @Test(arguments: [
        ("\u{0600}*/ @import url(x)", "contains '*'"),
        ("dark\nmode", "contains the control character U+000A"),
        ("dark\u{1B}[2J", "contains the control character U+001B"),
        ("a\u{202E}b", "contains the control character U+202E"),
        ("\u{0301}dark", "starts with the combining mark U+0301"),
        ("dark\u{2028}public static func pwn() {}", "contains the line separator U+2028"),
        ("dark\u{2029}mode", "contains the line separator U+2029"),
    ])
    func aHostileContextNameIsAnError(name: String, problem: String) {
        let messages = ResolverDocument(
            json: [
                "version": "2025.10", "modifiers": ["theme": ["contexts": ["light": [], name: []]]],
                "resolutionOrder": [["$ref": "#/modifiers/theme"]],
            ], file: "app.resolver.json"
        ).diagnostics.map(\.message)
        #expect(messages.contains { $0.contains(problem) }, "\(messages)")
    }

    @Test func ordinaryNamesStayValid() {
        for name in ["dark", "sépia", "high-contrast", "مظلم", "暗い", "dark 2"] {
            #expect(ContextSelector.problem(withName: name) == nil, "\(name)")
        }
    }
}
