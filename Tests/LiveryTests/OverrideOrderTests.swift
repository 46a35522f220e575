import LiveryCore
import Testing

@testable import Livery

/// Overrides, bindings and tree moves happen in whatever order an app's code runs them: each
/// order, run in one turn of the main queue with no call to `hierarchyDidChange()`, must end
/// in the same, correct state once the turn ends, and none may crash.
@MainActor
@Suite("Subtree overrides in any order")
struct OverrideOrderTests {
    /// One thing an app does to a container and a child view (the container is shown in a
    /// window at some point, as a view controller's view is).
    enum Step: String, CaseIterable {
        case overrideContainer = "override container"
        case bindChild = "bind child"
        case attachChild = "attach child"
        case showContainer = "show container"
        case bindContainer = "bind container"
        case clearOverride = "clear override"
        case switchGlobal = "switch"
    }

    /// What the steps did, and so what each node must show.
    struct Expectation {
        var overridden = false
        var attached = false
        var global = Palette.white

        func background(ofChild isChild: Bool) -> Color {
            overridden && (!isChild || attached) ? Palette.black : global
        }
    }

    /// Every ordering of `steps`.
    static func permutations(_ steps: [Step]) -> [[Step]] {
        guard let first = steps.first else { return [[]] }
        return permutations(Array(steps.dropFirst())).flatMap { rest in
            (0...rest.count).map { i in
                var order = rest
                order.insert(first, at: i)
                return order
            }
        }
    }

    @Test("every order of override, bind, attach, show, clear and switch ends with the right values")
    func everyOrder() throws {
        let orders = Self.permutations(Step.allCases)
        #expect(orders.count == 5040)
        let source = Fixtures.themes()
        for order in orders {
            let manager = ThemeManager(source: source)
            let turn = MainQueueTurn()
            manager.nodeSettling = turn.settling
            let window = ViewNode(isWindow: true)
            let container = ViewNode()
            let child = ViewNode()
            var expected = Expectation()
            for step in order {
                switch step {
                case .overrideContainer:
                    container.theme(in: manager).override = .dark
                    expected.overridden = true
                case .clearOverride:
                    container.theme(in: manager).override = nil
                    expected.overridden = false
                case .bindChild:
                    child.theme(in: manager).backgroundColor = .token("background")
                case .bindContainer:
                    container.theme(in: manager).backgroundColor = .token("background")
                case .attachChild:
                    container.addSubview(child)
                    expected.attached = true
                case .showContainer:
                    window.addSubview(container)
                case .switchGlobal:
                    try manager.setAppearance(.context("sepia"))
                    expected.global = Palette.sepia
                }
            }
            turn.end()
            let steps = order.map(\.rawValue).joined(separator: " → ")
            #expect(child.backgroundColor == expected.background(ofChild: true), "child after \(steps)")
            #expect(container.backgroundColor == expected.background(ofChild: false), "container after \(steps)")
            #expect(manager.unsettledCount == 0, "everything is in the window after \(steps)")
            try manager.setAppearance(.context("sepia"))
            expected.global = Palette.sepia
            #expect(child.backgroundColor == expected.background(ofChild: true), "child after \(steps) → switch")
        }
    }

    @Test("an override on a container with nothing bound reaches a descendant bound later")
    func overrideBeforeAnyBinding() {
        let manager = ThemeManager(source: Fixtures.themes())
        let container = Widget()
        container.theme(in: manager).override = .dark
        let row = Widget(parent: container)
        let label = Widget(parent: row)
        label.theme(in: manager).backgroundColor = .token("background")
        #expect(label.backgroundColor == Palette.black)
        manager.systemAppearance = .dark
        manager.systemAppearance = .light
        #expect(label.backgroundColor == Palette.black, "a switch re-applies the override's scope")
    }
}
