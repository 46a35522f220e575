import Testing

@testable import LiveryTools

@Suite("JavaScriptMinifier: comments and whitespace only")
struct JavaScriptMinifierTests {
    @Test func commentsAndIndentationGo() {
        let source = """
            /* a header
             * comment */
            var a = 1; // one
            if (a) {
              b(a);
            }
            """
        #expect(JavaScriptMinifier.minify(source) == "var a=1;if(a){b(a);}")
    }

    @Test func stringsKeepWhatLooksLikeCommentsAndSpaces() {
        let source = #"var s = "a // b /* c */  d", t = 'it\'s  //', u = `x  y`;"#
        #expect(JavaScriptMinifier.minify(source) == #"var s="a // b /* c */  d",t='it\'s  //',u=`x  y`;"#)
    }

    @Test func regularExpressionsAreCopiedAsTheyAre() {
        let source = #"var r = /a\/* b[/]/g, q = x / y / z; if (/^--  x$/.test(p)) return /\d+ /i;"#
        #expect(
            JavaScriptMinifier.minify(source) == #"var r=/a\/* b[/]/g,q=x/y/z;if(/^--  x$/.test(p))return/\d+ /i;"#)
    }

    @Test func spacesThatSeparateTokensStay() {
        #expect(
            JavaScriptMinifier.minify("a = b + +c - -d; typeof x; new Error(e)") == "a=b+ +c- -d;typeof x;new Error(e)")
    }

    @Test func lineBreaksThatCanEndAStatementStay() {
        // `return` followed by a line break returns undefined; `a\n(b)` and `x\n++y` keep their reading.
        #expect(JavaScriptMinifier.minify("function f() {\n  return\n  1\n}") == "function f(){return\n1\n}")
        #expect(JavaScriptMinifier.minify("x\n++y\nz = 1,\n  w") == "x\n++y\nz=1,w")
    }

    @Test func theSameSourceGivesTheSameBytes() {
        #expect(JavaScriptMinifier.minify(WebRuntimeSource.body) == JavaScriptMinifier.minify(WebRuntimeSource.body))
    }
}
