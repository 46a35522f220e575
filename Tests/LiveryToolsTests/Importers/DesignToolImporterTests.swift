import LiveryCore
import Testing

@testable import LiveryTools

/// The written files of `importer` on `files`, validated in memory as `livery validate --strict`
/// validates them, and the theme they resolve to.
private struct StrictImport {
    let parsed: ParsedImport
    let source: Resolver

    init(_ importer: Importer, _ files: [InputFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        parsed = try ParsedImport(importer, files)
        var texts: [String: String] = [:]
        for file in parsed.result.files { texts[file.path] = file.text }
        let resolver = try #require(parsed.paths.first { $0.hasSuffix(".resolver.json") })
        let report = TokenValidation.validate([resolver], mode: .strict, loader: .memory(texts))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))", sourceLocation: sourceLocation)
        source = try TokenValidation.source(for: [resolver], mode: .strict, loader: .memory(texts))
    }

    func hex(_ token: String, _ input: [(String, String)]) throws -> String? {
        guard case .color(let color) = try source.theme(for: ResolverInput(input))[token]?.value else { return nil }
        return color.opaqueHex
    }

    func value(_ token: String, _ input: [(String, String)] = []) throws -> TokenValue? {
        try source.theme(for: ResolverInput(input))[token]?.value
    }
}

@Suite("Importing Figma's DTCG export")
struct FigmaImporterTests {
    @Test("a collection of one mode is the base set; one of two modes a modifier of those modes")
    func collectionsAndModes() throws {
        let imported = try StrictImport(.figma, DesignToolFixtures.figma)
        #expect(imported.parsed.contexts(of: "semantic") == ["dark", "light"])
        #expect(imported.parsed.resolver?["modifiers"]?["semantic"]?["default"]?.stringValue == "light")
        #expect(
            imported.parsed.files(ofContext: "light", modifier: "semantic") == ["tokens/Semantic.Light.tokens.json"])
        #expect(
            imported.parsed.resolver?["sets"]?["base"]?["sources"]?.arrayValue?.compactMap { $0["$ref"]?.stringValue }
                == ["tokens/Primitives.Value.tokens.json"])
        #expect(try imported.hex("background", [("semantic", "light")]) == "#ffffff")
        #expect(try imported.hex("background", [("semantic", "dark")]) == "#1e1e1e")
        #expect(try imported.hex("accent", [("semantic", "dark")]) == "#3d8bfd")
        #expect(try imported.value("gap", [("semantic", "dark")]) == .dimension(Dimension(12, .px)))
    }

    @Test("aliases, descriptions and DTCG values are kept as written; Figma's extensions are dropped")
    func valuesAreKept() throws {
        let parsed = try ParsedImport(.figma, DesignToolFixtures.figma)
        #expect(parsed.token("background", in: "Semantic.Light")?["$value"]?.stringValue == "{color.white}")
        #expect(parsed.token("background", in: "Semantic.Light")?["$description"]?.stringValue == "Page background")
        #expect(parsed.token("color.blue.500", in: "Primitives.Value")?["$extensions"] == nil)
        #expect(parsed.hex("color.blue.500", in: "Primitives.Value") == "#0d6efd")
    }

    @Test("plain Light/Dark files are the modes of one collection, the modifier `theme`")
    func oneUnnamedCollection() throws {
        let files = [
            InputFile(path: "export/Light.tokens.json", text: ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##),
            InputFile(path: "export/Dark.tokens.json", text: ##"{"bg": {"$type": "color", "$value": "#000000"}}"##),
        ]
        let imported = try StrictImport(.figma, files)
        #expect(imported.parsed.contexts() == ["dark", "light"])
        #expect(imported.parsed.resolver?["modifiers"]?["theme"]?["default"]?.stringValue == "light")
        #expect(try imported.hex("bg", [("theme", "dark")]) == "#000000")
    }

    @Test("bad input: every error with its file and place; nothing is produced")
    func badInput() {
        let files = [
            InputFile(path: "Light.tokens.json", text: "{\n  \"bg\": {\"$value\": \"#fff\"},\n  \"x\": 3\n}"),
            InputFile(path: "Dark.tokens.json", text: "{ \"bg\": "),
        ]
        let errors = importErrors(.figma, files).map(\.description)
        #expect(errors.contains { $0.hasPrefix("Dark.tokens.json:1:") }, "\(errors)")
        #expect(
            errors.contains(
                "Light.tokens.json:3:1: x: a number is neither a token (an object with a value) nor a group"),
            "\(errors)")
        #expect(
            errors.contains("Light.tokens.json:2:1: bg: the token has no $type, on itself or on a group around it"),
            "\(errors)")
    }
}

@Suite("Importing Tokens Studio")
struct TokensStudioImporterTests {
    @Test("themes become contexts of the sets they enable; the set every theme uses is the base")
    func themes() throws {
        let imported = try StrictImport(.tokensStudio, [DesignToolFixtures.tokensStudioSingle])
        #expect(imported.parsed.contexts() == ["light", "dark"])
        #expect(imported.parsed.resolver?["sets"]?["base"] != nil)
        #expect(imported.parsed.files(ofContext: "dark") == ["tokens/dark.tokens.json"])
        #expect(try imported.hex("bg", [("theme", "dark")]) == "#000000")
        #expect(try imported.hex("fg", [("theme", "dark")]) == "#ffffff")
    }

    @Test("legacy types and spellings read as DTCG's, math and color modifiers evaluated")
    func values() throws {
        let imported = try StrictImport(.tokensStudio, [DesignToolFixtures.tokensStudioSingle])
        let light = [("theme", "light")]
        #expect(try imported.value("spacing.lg", light) == .dimension(Dimension(16, .px)))
        #expect(try imported.value("opacity.muted", light) == .number(0.5))
        #expect(try imported.value("lineHeights.body", light) == .number(1.5))
        // darken 0.2 and lighten 0.2 in sRGB: Bootstrap's blue-600 and blue-400 (its shade/tint).
        #expect(try imported.hex("accentHover", light) == "#0a58ca")
        #expect(try imported.hex("accentHover", [("theme", "dark")]) == "#3d8bfd")
        guard case .typography(let body) = try imported.value("typography.body", light) else {
            Issue.record("typography.body is not a typography")
            return
        }
        #expect(body.fontWeight == 700)
        #expect(body.fontFamily == ["Inter"])
        #expect(body.lineHeight == 1.5)
        let description = imported.parsed.token("spacing.lg", in: "global")?["$description"]?.stringValue
        #expect(description == "Four steps")
    }

    @Test("a type DTCG has no form for is skipped with a warning naming it")
    func compositionIsSkipped() throws {
        let parsed = try ParsedImport(.tokensStudio, [DesignToolFixtures.tokensStudioSingle])
        let warnings = parsed.result.warnings.map(\.description)
        #expect(
            warnings.contains { $0.contains("button: skipped: Tokens Studio's composition tokens have no DTCG type") },
            "\(warnings)")
    }

    @Test("a folder with $themes.json: one modifier per theme group, sets named by their paths")
    func folder() throws {
        let imported = try StrictImport(.tokensStudio, DesignToolFixtures.tokensStudioFolder)
        #expect(imported.parsed.contexts(of: "mode") == ["light", "dark"])
        #expect(imported.parsed.contexts(of: "brand") == ["red", "teal"])
        #expect(try imported.hex("surface", [("mode", "dark"), ("brand", "teal")]) == "#111111")
        #expect(try imported.hex("brand", [("mode", "dark"), ("brand", "teal")]) == "#00897b")
        #expect(
            try ImporterRegistry(Importer.all).detect(DesignToolFixtures.tokensStudioFolder.map(\.path)).id
                == "tokens-studio")
    }

    @Test("math over a token whose value differs between sets is an error at the token; so is a bad modifier")
    func unevaluable() {
        let file = InputFile(
            path: "tokens.json",
            text: """
                {
                  "a": { "space": { "value": "4", "type": "spacing" } },
                  "b": {
                    "space": { "value": "8", "type": "spacing" },
                    "double": { "value": "{space} * 2", "type": "spacing" },
                    "tint": { "value": "#ff0000", "type": "color",
                              "$extensions": { "studio.tokens": { "modify": { "type": "saturate", "value": "0.1" } } } }
                  }
                }
                """)
        let errors = importErrors(.tokensStudio, [file]).map(\.description)
        #expect(
            errors.contains(
                "tokens.json:5:1: double: cannot evaluate \"{space} * 2\": {space} has different values in different sets, so the expression has no one value"
            ), "\(errors)")
        #expect(
            errors.contains {
                $0.hasPrefix("tokens.json:6:1: tint: the color modifier's type") && $0.contains("saturate")
            }, "\(errors)")
    }

    @Test("an expression that does not evaluate is quoted at most 80 characters long")
    func longExpressionIsExcerpted() {
        let expression = String(repeating: "(", count: 300) + "1 +" + String(repeating: ")", count: 300)
        let file = InputFile(
            path: "tokens.json", text: #"{"a": {"x": {"value": "\#(expression)", "type": "spacing"}}}"#)
        let errors = importErrors(.tokensStudio, [file]).map(\.description)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.allSatisfy { $0.count < 400 && $0.contains("(603 characters)") }, "\(errors)")
    }

    @Test("a theme naming a set no file holds is an error in $themes")
    func missingSet() {
        var files = DesignToolFixtures.tokensStudioFolder
        files.removeAll { $0.path == "ds/brand/teal.json" }
        let errors = importErrors(.tokensStudio, files).map(\.description)
        #expect(
            errors == [
                "ds/$themes.json: $themes[3]: the theme \"Teal\" uses the set \"brand/teal\", which no file holds"
            ])
    }
}

@Suite("Importing Style Dictionary")
struct StyleDictionaryImporterTests {
    @Test("files are base layers in path order; {a.b.value} references are aliases; types come from values")
    func readsTheReadmeExample() throws {
        let imported = try StrictImport(.styleDictionary, DesignToolFixtures.styleDictionary)
        #expect(imported.parsed.resolver?["modifiers"] == nil)
        #expect(
            imported.parsed.token("color.font.base", in: "color-font")?["$value"]?.stringValue == "{color.base.red}")
        #expect(try imported.hex("color.font.tertiary", []) == "#111111")
        #expect(try imported.value("size.font.small") == .dimension(Dimension(0.75, .rem)))
        #expect(try imported.value("size.font.large") == .dimension(Dimension(16, .px)))
        #expect(try imported.value("time.fast") == .duration(TokenDuration(200, .ms)))
        #expect(try imported.value("opacity.disabled") == .number(0.4))
        let comment = imported.parsed.token("color.base.green", in: "color-base")?["$description"]?.stringValue
        #expect(comment == "The brand green")
    }

    @Test("a reference to nothing is an error naming the file it would be written to; nothing is produced")
    func danglingReference() {
        let file = InputFile(path: "tokens.json", text: #"{"a": {"value": "{missing.value}", "type": "color"}}"#)
        let errors = importErrors(.styleDictionary, [file]).map(\.description)
        #expect(errors.contains { $0.contains("{missing}") && $0.contains("names no token") }, "\(errors)")
    }
}

@Suite("Design-tool imports: fuzz findings")
struct DesignToolFuzzFindingsTests {
    /// FuzzStyleDictionary's first crash: an untyped token referring to itself recursed until
    /// the stack overflowed while its type was inferred.
    @Test("an untyped token referring to itself, or a circle of them, is an error, not a crash")
    func selfReferenceIsAnError() {
        let files = [
            InputFile(
                path: "tokens/color.json",
                text: #"{ "color": { "base": { "red": { "value": "{color.base.red.value}" } } } }"#),
            InputFile(
                path: "tokens/size.json", text: #"{ "a": { "value": "{b.value}" }, "b": { "value": "{a.value}" } }"#),
        ]
        let errors = importErrors(.styleDictionary, files).map(\.description)
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.contains("no type") || $0.contains("circle") }, "\(errors)")
    }
}
