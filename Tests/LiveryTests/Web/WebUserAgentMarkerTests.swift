import Testing

@testable import Livery

/// The user-agent marker names the contexts and nothing else: names are percent-encoded, so
/// none can add a product token, a comment or a header line.
@Suite("Web bridge: the user-agent marker")
struct WebUserAgentMarkerTests {
    func contexts(_ pairs: [(String, String)]) -> [WebThemeSnapshot.Selection] {
        pairs.map { .init(modifier: $0.0, context: $0.1) }
    }

    @Test func theMarkerListsEachModifierAndContext() {
        #expect(
            WebUserAgentMarker.text(for: contexts([("theme", "dark"), ("contrast", "normal")]))
                == "Livery/1 (theme=dark; contrast=normal)")
    }

    @Test func namesOutsideTheUnreservedCharactersArePercentEncoded() {
        let marker = WebUserAgentMarker.text(for: contexts([("theme", "Dark Blue); Evil/1\r\nX: y"), ("é", "a=b")]))
        #expect(marker == "Livery/1 (theme=Dark%20Blue%29%3B%20Evil%2F1%0D%0AX%3A%20y; %C3%A9=a%3Db)")
    }
}
