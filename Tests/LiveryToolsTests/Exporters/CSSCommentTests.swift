import Testing

@testable import LiveryTools

@Suite("Text in a stylesheet's header comment")
struct CSSCommentTests {
    @Test("a comment terminator is broken apart, so the comment cannot be closed from inside")
    func terminatorIsBroken() {
        #expect(CSSComment.text("dark*/ @import url(//x); /*") == "dark* / @import url(//x); /*")
        #expect(CSSComment.text("**/") == "** /")
    }

    @Test("line breaks and other controls become spaces: the text stays on its line")
    func controlsBecomeSpaces() {
        #expect(CSSComment.text("a\nb\rc\u{2028}d\u{85}e\u{1B}f") == "a b c d e f")
    }

    @Test("ordinary names, including non-Latin ones, pass unchanged")
    func namesPassUnchanged() {
        for name in ["dark", "high-contrast", "sépia", "темная", "暗色", "a/b", "x*y"] {
            #expect(CSSComment.text(name) == name)
        }
    }
}
