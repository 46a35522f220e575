import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Derived file placement")
struct DerivedPlacementTests {
    static let files = [
        "themes/app.resolver.json": """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """,
        "themes/base.tokens.json": ##"{"white": {"$type": "color", "$value": "#ffffff"}}"##,
        "themes/light.tokens.json": #"{"bg": {"$type": "color", "$value": "{white}"}}"#,
    ]

    @Test func aNewContextGetsAnEntryInMemoryAndTheLinesToAdd() throws {
        let placement = try DerivedPlacement(
            resolverPath: "themes/app.resolver.json", output: "themes/theme/dim.tokens.json", modifier: "theme",
            context: "dim", loader: .memory(Self.files))
        #expect(placement.needsEntry)
        #expect(placement.reference == "theme/dim.tokens.json")
        #expect(placement.entryLines.contains(#"{ "$ref": "theme/dim.tokens.json" }"#))
        #expect(placement.entryLines.contains("modifiers.theme.contexts.dim"))
        let edited = try #require(placement.editedResolver)
        #expect(edited["modifiers"]?["theme"]?["contexts"]?["dim"] == [["$ref": "theme/dim.tokens.json"]])
        #expect(edited["modifiers"]?["theme"]?["contexts"]?["light"] == [["$ref": "light.tokens.json"]])
        let resolver = try placement.resolver(with: ["bg": ["$type": "color", "$value": "#202020"]])
        let dim = try resolver.theme(for: ResolverInput([("theme", "dim")]))
        #expect(dim["bg"]?.value.color?.hex == "#202020")
    }

    @Test func aFileTheResolverAlreadyReadsNeedsNoEntry() throws {
        let placement = try DerivedPlacement(
            resolverPath: "themes/app.resolver.json", output: "themes/light.tokens.json", modifier: "theme",
            context: "light", loader: .memory(Self.files))
        #expect(!placement.needsEntry)
    }
}
