import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// A view controller standing in for UIKit's (the stub SDK has none): it owns its views and
/// themes them in `viewDidLoad`, the way the docs show.
@MainActor
private final class ProfileScreen {
    let view = UIView()
    let nameLabel: UILabel = {
        let label = UILabel()
        label.text = "Ada"
        return label
    }()
    let followButton = UIButton()
    var isFollowing = false

    func viewDidLoad(in manager: ThemeManager) {
        view.addSubview(nameLabel)
        view.addSubview(followButton)
        nameLabel.theme(in: manager).bind(\.textColor) { label, theme in
            theme.value(label.text == nil ? "background" : "text.primary")
        }
        nameLabel.theme(in: manager).bind(\.backgroundColor) { [weak self] _, theme in
            theme.value(self?.isFollowing == true ? "text.primary" : "background")
        }
        followButton.theme(in: manager).apply { button, theme in
            button.setTitleColor(theme.value("text.primary"), for: .normal)
        }
    }
}

/// Item 1 and 2 of issue 15 §3: closures that need no capture, blocks keyed by their site.
@MainActor
@Suite("UIKit bindings release their owners and do not pile up", .serialized)
struct UIKitLifetimeTests {
    let manager = ThemeManager(source: GlueFixtures.themes())

    init() { UIApplication.shared._reset() }

    @Test func aScreenAndItsViewsAreReleasedAfterItIsShown() throws {
        weak var screen: ProfileScreen?
        weak var label: UILabel?
        weak var button: UIButton?
        let window = makeWindow()
        do {
            let made = ProfileScreen()
            made.viewDidLoad(in: manager)
            window.addSubview(made.view)
            try manager.setAppearance(.dark)
            #expect(made.nameLabel.textColor.rgba == RGBA.white)
            #expect(made.followButton.titleColor(for: .normal)?.rgba == RGBA.white)
            made.view.removeFromSuperview()
            screen = made
            label = made.nameLabel
            button = made.followButton
        }
        #expect(screen == nil)
        #expect(label == nil)
        #expect(button == nil)
    }

    /// What `tableView(_:cellForRowAt:)` does with a reused cell.
    private func configure(_ cell: UIView, runs: Box) {
        cell.theme(in: manager).apply { cell, theme in
            runs.count += 1
            cell.layer.borderColor = theme.value("text.primary")
        }
    }

    @Test func aReusedCellConfiguredTwentyTimesHasOneBlock() throws {
        let cell = UIView()
        let runs = Box()
        for _ in 0..<20 { configure(cell, runs: runs) }
        #expect(cell.theme(in: manager).bindingCount == 1)
        runs.count = 0
        try manager.setAppearance(.dark)
        #expect(runs.count == 1)
    }

    @Test func clearingAndRebindingAddsNoTraitRegistration() {
        let cell = UILabel()
        for _ in 0..<10 {
            cell.theme(in: manager).textColor = .token("text.primary")
            cell.theme(in: manager).removeAll()
        }
        cell.theme(in: manager).textColor = .token("text.primary")
        #expect(cell._traitChangeHandlers._count == 1)
    }
}

@MainActor
private final class Box {
    var count = 0
}
