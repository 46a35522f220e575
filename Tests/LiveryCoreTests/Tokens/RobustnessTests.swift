import LiveryCore
import Testing

/// Bad input is reported, never a crash.
@Suite struct RobustnessTests {
    @Test(arguments: TokenType.standard)
    func valueOfEveryWrongKindIsReportedForEveryType(type: TokenType) {
        let values: [JSONValue] = [.null, true, 1e308, -1e308, "text", [], [1, "x", nil], [:], ["value": [:]]]
        for value in values {
            let document = TokenDocument(json: ["t": ["$type": .string(type.name), "$value": value]], file: "bad.json")
            let result = AliasResolver.resolve(TokenSet(documents: [document]), mode: .strict)
            if result.tokens[0] == nil {
                #expect(result.diagnostics.contains { $0.isError }, "\(type) \(value)")
            }
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRejected(number: Double) {
        for type in ["number", "fontWeight"] {
            let document = TokenDocument(json: ["t": ["$type": .string(type), "$value": .number(number)]], file: "x")
            let result = AliasResolver.resolve(TokenSet(documents: [document]))
            #expect(result.tokens[0] == nil)
            #expect(result.diagnostics.contains { $0.isError })
        }
        let dimension = TokenDocument(
            json: ["t": ["$type": "dimension", "$value": ["value": .number(number), "unit": "px"]]], file: "x")
        #expect(AliasResolver.resolve(TokenSet(documents: [dimension])).tokens[0] == nil)
    }

    @Test func hugeFiniteNumbersAreValidNumbers() {
        let outcome = TokenFixtures.resolve(#"{ "n": { "$type": "number", "$value": 1e308 } }"#)
        #expect(outcome["n"]?.value == .number(1e308))
    }

    @Test func deeplyNestedGroupsAreReadWithoutRecursion() {
        var json: JSONValue = ["leaf": ["$type": "number", "$value": 1]]
        for _ in 0..<3_000 { json = ["g": json] }
        let document = TokenDocument(json: json, file: "deep.json")
        #expect(document.tokens.count == 1)
        #expect(document.tokens.first?.name.hasSuffix("g.leaf") == true)
    }

    @Test func nestingBeyondTheParserLimitIsAnErrorWithAPlace() {
        let text = String(repeating: #"{"g":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        let outcome = TokenFixtures.resolve(text)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.hasPrefix("tokens.json:1:") == true, "\(outcome.errors)")
    }

    @Test func malformedJSONIsAnErrorWithAPlace() {
        let outcome = TokenFixtures.resolve("{ \"a\": ")
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.hasPrefix("tokens.json:1:") == true, "\(outcome.errors)")
    }
}
