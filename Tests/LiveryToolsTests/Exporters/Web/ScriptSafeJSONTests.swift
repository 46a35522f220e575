import LiveryCore
import Testing

@testable import LiveryTools

@Suite("ScriptSafeJSON")
struct ScriptSafeJSONTests {
    static let hostile = "</script><script>alert(1)</script><!-- \u{2028}\u{2029}\"\\"

    @Test func nothingCanCloseAScriptOrOpenAComment() {
        let text = ScriptSafeJSON.text(["name": .string(Self.hostile)])
        #expect(!text.contains("<"), "\(text)")
        #expect(!text.unicodeScalars.contains("\u{2028}") && !text.unicodeScalars.contains("\u{2029}"), "\(text)")
        #expect(text.hasPrefix(#"{"name":"\u003c/script>\u003cscript>"#), "\(text)")
    }

    @Test func theTextReadsBackAsTheSameValue() throws {
        let value: JSONValue = ["name": .string(Self.hostile), "list": [1, "<b>"]]
        #expect(try JSONParser.parse(Array(ScriptSafeJSON.text(value).utf8)) == value)
    }
}
