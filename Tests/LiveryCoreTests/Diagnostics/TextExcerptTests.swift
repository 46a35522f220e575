import LiveryCore
import Testing

@Suite("Text excerpts in messages")
struct TextExcerptTests {
    @Test func shortTextIsQuotedWhole() {
        #expect(TextExcerpt.quoted("#12345") == "\"#12345\"")
        #expect(TextExcerpt.quoted("red", quote: "'") == "'red'")
        #expect(
            TextExcerpt.quoted(String(repeating: "a", count: 80)) == "\"" + String(repeating: "a", count: 80) + "\"")
    }

    @Test func longTextIsCutAtEightyCharactersWithItsLength() {
        let quoted = TextExcerpt.quoted(String(repeating: "é", count: 1_000_000))
        #expect(quoted == "\"" + String(repeating: "é", count: 80) + "…\" (1000000 characters)")
    }

    @Test func aLongHexColorIsQuotedOnceAndShort() {
        do throws(ColorError) {
            _ = try Color(hex: String(repeating: "x", count: 100_000))
            Issue.record("parsed")
        } catch {
            #expect(error.message.count < 200, "\(error.message.prefix(300))")
            #expect(error.message.contains("(100000 characters)"))
        }
    }
}
