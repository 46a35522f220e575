import LiveryCore
import Testing

/// `$extends` copies a group's tokens into the groups that extend it, so the expanded size can
/// be quadratic in the file (a chain of n groups each adding a token expands to n²/2): the
/// expansion costs what it copies, and a set that would pass 250,000 tokens is refused with
/// the group where it happened, nothing half-expanded resolved.
@Suite("$extends expansion")
struct ExtendsExpansionTests {
    /// `g0 … g(n-1)`, each with one number token, each extending the one before.
    static func chain(_ count: Int) -> String {
        let groups = (0..<count).map { i in
            let extends = i == 0 ? "" : #", "$extends": "{g\#(i - 1)}""#
            return #""g\#(i)": {"$type": "number", "t\#(i)": {"$value": \#(i)}\#(extends)}"#
        }
        return "{" + groups.joined(separator: ", ") + "}"
    }

    @Test func aLongChainCarriesEveryEarlierToken() {
        let outcome = TokenFixtures.resolve(Self.chain(400)) // 80,200 tokens once expanded
        #expect(outcome.errors == [])
        #expect(outcome["g399.t0"]?.value == .number(0))
        #expect(outcome["g399.t399"]?.value == .number(399))
        #expect(outcome["g200.t201"] == nil)
    }

    @Test func aChainPastTheLimitIsRefusedAtTheGroupWhereItHappens() throws {
        let outcome = TokenFixtures.resolve(Self.chain(800)) // 320,400 tokens once expanded
        #expect(outcome.errors.count == 1, "\(outcome.errors)")
        let error = try #require(outcome.errors.first)
        #expect(error.contains("expanding $extends makes more than 250000 tokens"), "\(error)")
        #expect(error.contains(": g70"), "the group where the limit was passed: \(error)")
    }

    @Test func aWideFanOutIsExpanded() {
        let base = (0..<50).map { #""t\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ")
        let fans = (0..<1_000).map { #""f\#($0)": {"$extends": "{base}"}"# }.joined(separator: ", ")
        let outcome = TokenFixtures.resolve(#"{"base": {"$type": "number", \#(base)}, \#(fans)}"#)
        #expect(outcome.errors == [])
        #expect(outcome["f999.t49"]?.value == .number(49))
    }
}
