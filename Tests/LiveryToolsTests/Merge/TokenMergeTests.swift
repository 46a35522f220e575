import LiveryCore
import LiveryTools
import Testing

@Suite("Token merge")
struct TokenMergeTests {
    func merge(_ files: [(String, String)], prefer: [String] = []) throws -> TokenMerge.Result {
        let sources = try files.map { TokenMerge.Source(name: $0.0, document: try JSONParser.parse($0.1)) }
        return TokenMerge.merge(sources, prefer: prefer)
    }

    @Test func identicalDefinitionsAppearOnceAndAreReportedAsDuplicates() throws {
        let file = ##"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"##
        let result = try merge([("a.json", file), ("b.json", file)])
        #expect(result.report.succeeded)
        #expect(result.report.duplicates == [MergeDuplicate(name: "space.s", sources: ["a.json", "b.json"])])
        #expect(result.document == (try JSONParser.parse(file)))
    }

    @Test func aTypeInheritedFromAGroupEqualsTheSameTypeWrittenOnTheToken() throws {
        let result = try merge([
            ("a.json", ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}}"##),
            ("b.json", ##"{"color": {"bg": {"$type": "color", "$value": "#ffffff"}}}"##),
        ])
        #expect(result.report.conflicts.isEmpty)
        #expect(result.report.duplicates.map(\.name) == ["color.bg"])
    }

    @Test func aHexStringAndTheSameColorAsADTCGObjectAreIdentical() throws {
        let result = try merge([
            ("a.json", ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##),
            ("b.json", ##"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"##),
        ])
        #expect(result.report.conflicts.isEmpty)
        #expect(result.report.duplicates.count == 1)
    }

    @Test func aLegacyDimensionStringEqualsTheObjectForm() throws {
        let result = try merge([
            ("a.json", ##"{"s": {"$type": "dimension", "$value": "16px"}}"##),
            ("b.json", ##"{"s": {"$type": "dimension", "$value": {"unit": "px", "value": 16}}}"##),
        ])
        #expect(result.report.conflicts.isEmpty)
    }

    @Test func theSameNameWithDifferentValuesIsAConflictNamingBothSources() throws {
        let result = try merge([
            ("brand.tokens.json", ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}}"##),
            ("product.tokens.json", ##"{"color": {"$type": "color", "bg": {"$value": "#fafafa"}}}"##),
        ])
        #expect(!result.report.succeeded)
        let conflict = try #require(result.report.conflicts.first)
        #expect(conflict.name == "color.bg")
        #expect(conflict.definitions.map(\.source) == ["brand.tokens.json", "product.tokens.json"])
        #expect(conflict.settledBy == nil)
        #expect(
            result.report.text.contains(
                "conflict: color.bg\n  brand.tokens.json: color \"#ffffff\"\n  product.tokens.json: color \"#fafafa\""))
    }

    @Test func theSameValueUnderDifferentTypesIsAConflict() throws {
        let result = try merge([
            ("a.json", ##"{"x": {"$type": "number", "$value": 4}}"##),
            ("b.json", ##"{"x": {"$type": "fontWeight", "$value": 4}}"##),
        ])
        #expect(result.report.conflicts.map(\.name) == ["x"])
    }

    @Test func preferSettlesAConflictWithThePreferredDefinition() throws {
        let result = try merge(
            [
                ("a.json", ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##),
                ("b.json", ##"{"bg": {"$type": "color", "$value": "#fafafa"}}"##),
            ], prefer: ["b.json"])
        #expect(result.report.succeeded)
        #expect(result.report.conflicts.first?.settledBy == "b.json")
        #expect(result.document["bg"]?["$value"] == "#fafafa")
    }

    @Test func preferringAFileOutsideTheConflictLeavesItUnsettled() throws {
        let result = try merge(
            [
                ("a.json", ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##),
                ("b.json", ##"{"bg": {"$type": "color", "$value": "#fafafa"}}"##),
                ("c.json", ##"{"fg": {"$type": "color", "$value": "#000000"}}"##),
            ], prefer: ["c.json"])
        #expect(!result.report.succeeded)
        #expect(result.report.unsettledConflicts.map(\.name) == ["bg"])
    }

    @Test func equalLiteralValuesUnderDifferentNamesAreAliasCandidates() throws {
        let result = try merge([
            (
                "a.json",
                ##"{"color": {"$type": "color", "blue": {"$value": "#0000ff"}, "link": {"$value": "{color.blue}"}}}"##
            ),
            ("b.json", ##"{"color": {"$type": "color", "accent": {"$value": "#00f"}, "ink": {"$value": "#111111"}}}"##),
        ])
        #expect(result.report.aliasCandidates.map(\.names) == [["color.blue", "color.accent"]])
        #expect(result.report.succeeded)
    }

    @Test func groupPropertiesAreKeptAndFilledFromLaterFiles() throws {
        let result = try merge([
            ("a.json", ##"{"color": {"$type": "color", "a": {"$value": "#000000"}}}"##),
            (
                "b.json",
                ##"{"color": {"$description": "Palette", "$extensions": {"org.x": 1}, "b": {"$value": "#ffffff"}}}"##
            ),
        ])
        let expected = try JSONParser.parse(
            ##"{"color": {"$type": "color", "$description": "Palette", "$extensions": {"org.x": 1},"##
                + ##""a": {"$value": "#000000"}, "b": {"$value": "#ffffff"}}}"##)
        #expect(result.document == expected)
    }

    @Test func aTokenWhoseTypeDiffersFromTheMergedGroupGetsAnExplicitType() throws {
        let result = try merge([
            ("a.json", ##"{"size": {"$type": "dimension", "s": {"$value": "4px"}}}"##),
            ("b.json", ##"{"size": {"$type": "number", "scale": {"$value": 1.25}}}"##),
        ])
        #expect(result.document["size"]?["s"]?["$type"] == nil)
        #expect(result.document["size"]?["scale"]?["$type"] == "number")
    }

    @Test func tokensFollowTheOrderOfFirstAppearance() throws {
        let result = try merge([
            ("a.json", ##"{"z": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": 2}}"##),
            ("b.json", ##"{"m": {"$type": "number", "$value": 3}, "z": {"$type": "number", "$value": 1}}"##),
        ])
        #expect(result.document.objectValue?.keys == ["z", "a", "m"])
    }

    @Test func aNameThatIsATokenInOneFileAndAGroupInAnotherIsAnError() throws {
        let result = try merge([
            ("a.json", ##"{"color": {"bg": {"$type": "color", "$value": "#ffffff"}}}"##),
            ("b.json", ##"{"color": {"bg": {"hover": {"$type": "color", "$value": "#eeeeee"}}}}"##),
        ])
        #expect(!result.report.succeeded)
        #expect(result.report.problems.map(\.description) == ["color.bg: is a token in a.json and a group in b.json"])
    }

    @Test func theJSONReportListsConflictsWithEverySource() throws {
        let result = try merge([
            ("a.json", ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##),
            ("b.json", ##"{"bg": {"$type": "color", "$value": "#fafafa"}}"##),
        ])
        #expect(result.report.json["succeeded"] == false)
        #expect(result.report.json["conflicts"]?[0]?["definitions"]?[1]?["source"] == "b.json")
    }

    @Test func rootTokensOfAGroupMergeLikeAnyOtherToken() throws {
        let file = ##"{"accent": {"$type": "color", "$root": {"$value": "#0000ff"}, "light": {"$value": "#8888ff"}}}"##
        let result = try merge([("a.json", file), ("b.json", file)])
        #expect(result.report.duplicates.map(\.name) == ["accent.$root", "accent.light"])
        #expect(result.document == (try JSONParser.parse(file)))
    }

    @Test func loadingNamesEveryFileThatCannotBeRead() {
        let error = #expect(throws: DiagnosticsError.self) {
            try TokenMerge.Source.load(["/nonexistent/a.tokens.json", "/nonexistent/b.tokens.json"])
        }
        #expect(error?.diagnostics.compactMap(\.file) == ["/nonexistent/a.tokens.json", "/nonexistent/b.tokens.json"])
    }
}
