import LiveryCore
import Testing

@testable import Livery

/// What a page posts to the `livery` handler: applied when the allow-list and the engine accept
/// all of it, in one change; refused with every problem at its place otherwise.
@MainActor
@Suite("Web bridge: messages from pages")
struct WebMessageTests {
    let manager = ThemeManager(source: Fixtures.themesWithContrast())
    let schedule = ManualSchedule()
    var allowed: WebContextAllowList {
        WebContextAllowList(["theme": ["light", "dark", "system"], "contrast": ["normal", "high"]])
    }

    func problems(_ body: Any, allowed: WebContextAllowList? = nil) -> [WebMessageError.Problem] {
        do {
            _ = try WebContextRequest(body: body, allowed: allowed ?? self.allowed)
            return []
        } catch {
            return error.problems
        }
    }

    @Test func aWellFormedRequestListsItsSelections() throws {
        let request = try WebContextRequest(
            body: ["livery": 1, "set": ["theme": "dark", "contrast": "high"]] as [String: Any], allowed: allowed)
        #expect(request.selections.map(\.modifier) == ["contrast", "theme"])
        #expect(request.selections.map(\.context) == ["high", "dark"])
    }

    @Test func malformedMessagesAreRefusedWithTheirPlace() {
        #expect(problems("dark") == [.notAnObject])
        #expect(problems(["set": ["theme": "dark"]] as [String: Any]) == [.unsupportedVersion(found: "nothing")])
        #expect(
            problems(["livery": 2, "set": ["theme": "dark"]] as [String: Any]) == [.unsupportedVersion(found: "2")])
        #expect(problems(["livery": 1] as [String: Any]) == [.noSelection])
        #expect(problems(["livery": 1, "set": [:] as [String: Any]] as [String: Any]) == [.noSelection])
        #expect(problems(["livery": 1, "set": ["theme": 3]] as [String: Any]) == [.notAString(path: "set.theme")])
    }

    @Test func modifiersAndContextsOffTheAllowListAreAllReported() {
        let body: [String: Any] = ["livery": 1, "set": ["brand": "acme", "theme": "sepia", "contrast": "high"]]
        #expect(
            problems(body) == [
                .modifierNotAllowed(path: "set.brand", modifier: "brand"),
                .contextNotAllowed(path: "set.theme", modifier: "theme", context: "sepia"),
            ])
        #expect(
            WebMessageError(problems(body)).description
                == "set.brand: the modifier \"brand\" is not allowed\nset.theme: the context \"sepia\" of \"theme\" is not allowed"
        )
    }

    @Test func anAllowedRequestIsAppliedAsOneChange() throws {
        let bridge = WebThemeBridge(manager: manager, allowing: allowed, updateSchedule: schedule.schedule)
        let view = FakeWebView()
        bridge.track(view)
        var reasons: [ThemeChange.Reason] = []
        let observation = manager.observe { reasons.append($0.reason) }
        bridge.receive(["livery": 1, "set": ["theme": "dark", "contrast": "high"]] as [String: Any])
        schedule.run()
        #expect(manager.effectiveContext == "dark")
        #expect(manager.modifierSelections["contrast"] == "high")
        #expect(reasons == [.appearance], "one change for both modifiers")
        #expect(view.scripts.count == 2, "the page is answered with one bridge message")
        observation.cancel()
    }

    @Test func systemMeansFollowTheDevice() throws {
        let bridge = WebThemeBridge(manager: manager, allowing: allowed, updateSchedule: schedule.schedule)
        try manager.setAppearance(.context("dark"))
        bridge.receive(["livery": 1, "set": ["theme": "system"]] as [String: Any])
        #expect(manager.appearance == .system)
    }

    @Test func aRefusedRequestChangesNothingAndIsReported() throws {
        let bridge = WebThemeBridge(manager: manager, allowing: allowed, updateSchedule: schedule.schedule)
        var reported: [WebMessageError] = []
        bridge.onMessageError = { reported.append($0) }
        bridge.receive(["livery": 1, "set": ["theme": "dark", "brand": "acme"]] as [String: Any])
        #expect(manager.effectiveContext == "light", "the allowed half is not applied either")
        #expect(reported.map(\.problems) == [[.modifierNotAllowed(path: "set.brand", modifier: "brand")]])
    }

    @Test func anAllowedContextTheSourceLacksIsRefusedByTheEngine() throws {
        let bridge = WebThemeBridge(
            manager: manager, allowing: WebContextAllowList(["theme": ["midnight"]]), updateSchedule: schedule.schedule)
        var reported: [WebMessageError] = []
        bridge.onMessageError = { reported.append($0) }
        bridge.receive(["livery": 1, "set": ["theme": "midnight"]] as [String: Any])
        #expect(manager.effectiveContext == "light")
        #expect(
            reported.map(\.problems) == [
                [
                    .rejected(
                        path: "set.theme",
                        error: .unknownContext(
                            modifier: "theme", context: "midnight", known: ["light", "dark", "sepia"]))
                ]
            ])
    }
}
