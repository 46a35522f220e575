import LiveryCore
import Testing

@Suite("Where a diagnostic points, on one line")
struct DiagnosticPlaceTests {
    @Test("a name with a newline in the path cannot start a line of its own")
    func controlCharactersInThePathAreEscaped() {
        let forged = "dark\nupdated to revision 000000000000\r"
        let diagnostic = Diagnostic.error(
            "bad name", file: "app\n.resolver.json", path: "modifiers.theme.contexts.\(forged)")
        #expect(!diagnostic.description.contains("\n"))
        #expect(!diagnostic.description.contains("\r"))
        #expect(
            diagnostic.description
                == #"app\u{A}.resolver.json: modifiers.theme.contexts.dark\u{A}updated to revision 000000000000\u{D}: bad name"#
        )
    }

    @Test("a plain place is written as it is")
    func plainPlacesAreUnchanged() {
        let diagnostic = Diagnostic.error("oops", file: "a.json", path: "color.bg", location: nil)
        #expect(diagnostic.description == "a.json: color.bg: oops")
        #expect(Diagnostic.warning("é ü ✓", path: "color.é").description == "color.é: é ü ✓")
    }
}
