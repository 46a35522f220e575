import LiveryCore
import LiveryTools
import Testing

@Suite("Pairs file parsing")
struct ContrastRequirementsParsingTests {
    func problems(_ text: String) throws -> [String] {
        let json = try JSONParser.parse(text)
        do {
            _ = try ContrastRequirements.parse(json, file: "pairs.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func everyMalformedMemberIsReportedWithItsPathAndLine() throws {
        let text = """
            {"pairs": [
              {"foreground": "a", "background": "b", "minimum": "huge"},
              {"foreground": 3, "background": "b", "minimum": 3}
            ]}
            """
        #expect(
            try problems(text) == [
                #"pairs.json:2:42: pairs[0].minimum: expected a ratio (1…21) or "text", "large-text", "non-text""#,
                "pairs.json:3:4: pairs[1].foreground: expected a token name, found a number",
            ])
    }

    @Test func anUnknownLevelInMinimumsIsReported() throws {
        #expect(
            try problems(#"{"minimums": {"contrast=high": {"body": 7}}, "pairs": []}"#) == [
                #"pairs.json:1:33: minimums.contrast=high.body: unknown level "body" (expected text, large-text or non-text)"#
            ])
    }

    @Test func aFileWithoutPairsIsReported() throws {
        #expect(try problems(#"{"minimums": {}}"#) == [#"pairs.json: missing "pairs", the array of requirements"#])
    }

    @Test func aSelectorOutsideTheGrammarIsReportedWithItsReason() throws {
        let text = #"{"pairs": [{"foreground": "fg", "background": "bg", "minimum": 3, "contexts": ["theme=", ""]}]}"#
        #expect(
            try problems(text) == [
                #"pairs.json:1:67: pairs[0].contexts[0]: "theme=" is not a context selector: 'theme=' has an empty name; expected a context, modifier=context pairs separated by commas, or *"#,
                #"pairs.json:1:67: pairs[0].contexts[1]: "" is not a context selector: '' has an empty name; expected a context, modifier=context pairs separated by commas, or *"#,
            ])
    }
}
