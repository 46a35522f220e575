import Testing

@testable import LiveryCore

/// Script-safe JSON reads back as the same value and holds nothing that ends a script element,
/// opens an HTML comment or breaks a line in a JavaScript string.
@Suite("ScriptSafeJSON")
struct ScriptSafeJSONTests {
    @Test func markupCharactersAndSeparatorsAreEscaped() {
        #expect(ScriptSafeJSON.string(["v": "</script>"]) == #"{"v":"\u003c/script\u003e"}"#)
        #expect(ScriptSafeJSON.string(["v": "<!--&"]) == #"{"v":"\u003c!--\u0026"}"#)
        #expect(ScriptSafeJSON.string(["v": "a\u{2028}b\u{2029}c"]) == #"{"v":"a\u2028b\u2029c"}"#)
    }

    @Test(arguments: ["</script><script>x()</script>", "\u{2028}\u{2029}", "\"'\\<!--", "é✓😀", "\u{0}\u{1F}\u{7F}"])
    func theTextReadsBackAsTheSameValue(_ text: String) throws {
        let value: JSONValue = ["key " + text: [.string(text), 1.5, true, nil]]
        let json = ScriptSafeJSON.string(value)
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        #expect(!json.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
        #expect(try JSONParser.parse(json) == value)
    }
}
