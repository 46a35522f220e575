import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// Configuration-based buttons and cells (iOS 15) keep their token values through UIKit's
/// state updates and follow every switch.
@MainActor
@Suite("Configuration-based buttons and cells against the stub SDK", .serialized)
struct UIKitConfigurationTests {
    let manager = ThemeManager(source: GlueFixtures.themes())

    init() { UIApplication.shared._reset() }

    func themedButton() -> UIButton {
        let button = UIButton()
        button.configuration = .filled()
        button.theme(in: manager).updateConfiguration { button, configuration, theme in
            configuration.baseForegroundColor = theme.value("background")
            configuration.baseBackgroundColor = theme.value(button.isHighlighted ? "text.primary" : "background")
        }
        return button
    }

    @Test func aButtonsTokensSurviveAStateUpdate() {
        let button = themedButton()
        endRunLoopTurn()
        #expect(button.configuration?.baseBackgroundColor?.rgba == RGBA.white)
        button.isHighlighted = true // UIKit updates the configuration for the new state
        endRunLoopTurn()
        #expect(button.configuration?.baseBackgroundColor?.rgba == RGBA.black, "the highlighted token")
        #expect(button.configuration?.baseForegroundColor?.rgba == RGBA.white)
    }

    @Test func aButtonsConfigurationFollowsASwitchAndAnOverride() throws {
        let window = makeWindow()
        let container = UIView()
        window.addSubview(container)
        let button = themedButton()
        container.addSubview(button)
        try manager.setAppearance(.dark)
        endRunLoopTurn()
        #expect(button.configuration?.baseBackgroundColor?.rgba == RGBA.black)
        container.theme(in: manager).override = .light
        endRunLoopTurn()
        #expect(button.configuration?.baseBackgroundColor?.rgba == RGBA.white, "the override's theme")
    }

    @Test func configuringTheButtonAgainReplacesTheBody() {
        let button = themedButton()
        var runs = 0
        button.theme(in: manager).updateConfiguration { _, configuration, theme in
            runs += 1
            configuration.baseBackgroundColor = theme.value("text.primary")
        }
        endRunLoopTurn()
        #expect(runs == 1)
        #expect(button.configuration?.baseBackgroundColor?.rgba == RGBA.black)
    }

    @Test func aCellsContentAndBackgroundFollowSelectionAndSwitches() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.theme(in: manager).updateConfiguration { cell, state, theme in
            var content = cell.defaultContentConfiguration()
            content.text = "Inbox"
            content.textProperties.color = theme.value("text.primary") ?? content.textProperties.color
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = theme.value(state.isSelected ? "text.primary" : "background")
            cell.backgroundConfiguration = background
        }
        endRunLoopTurn()
        #expect(cell.backgroundConfiguration?.backgroundColor?.rgba == RGBA.white)
        cell.isSelected = true
        endRunLoopTurn()
        #expect(cell.backgroundConfiguration?.backgroundColor?.rgba == RGBA.black)
        try manager.setAppearance(.dark)
        endRunLoopTurn()
        #expect(cell.backgroundConfiguration?.backgroundColor?.rgba == RGBA.white, "selected, dark")
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.color.rgba == RGBA.white)
    }

    @Test func aThemedContentConfigurationMakesItsViewAndUpdatesForTheCellsState() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.theme(in: manager).updateConfiguration { cell, state, theme in
            var content = cell.defaultContentConfiguration().updated(for: state)
            content.text = "Inbox"
            content.textProperties.color = theme.value("text.primary") ?? content.textProperties.color
            cell.contentConfiguration = content
        }
        endRunLoopTurn()
        let configuration = try #require(cell.contentConfiguration)
        let updated = configuration.updated(for: cell.configurationState)
        let view = updated.makeContentView()
        let shown = try #require(view.configuration as? UIListContentConfiguration)
        #expect(shown.text == "Inbox", "a customized property survives updated(for:)")
        #expect(shown.textProperties.color.rgba == RGBA.black)
        #expect(cell.configurationState.traitCollection == cell.traitCollection)
    }

    func themedListCell() -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: .zero)
        cell.theme(in: manager).updateConfiguration { cell, state, theme in
            var content = cell.defaultContentConfiguration()
            content.text = "Inbox"
            content.textProperties.color = theme.value("text.primary") ?? content.textProperties.color
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = theme.value(state.isSelected ? "text.primary" : "background")
            cell.backgroundConfiguration = background
        }
        return cell
    }

    @Test func aListCellsContentAndBackgroundFollowSelectionAndSwitches() throws {
        let cell = themedListCell()
        endRunLoopTurn()
        #expect(cell.backgroundConfiguration?.backgroundColor?.rgba == RGBA.white)
        cell.isSelected = true // UIKit updates the configuration for the new state
        endRunLoopTurn()
        #expect(cell.backgroundConfiguration?.backgroundColor?.rgba == RGBA.black, "the selected token")
        try manager.setAppearance(.dark)
        endRunLoopTurn()
        #expect(cell.backgroundConfiguration?.backgroundColor?.rgba == RGBA.white, "selected, dark")
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.color.rgba == RGBA.white)
    }

    @Test func aListCellUnderAnOverrideUsesItsTheme() {
        let window = makeWindow()
        let collection = UIView()
        window.addSubview(collection)
        collection.theme(in: manager).override = .dark
        let cell = themedListCell()
        collection.addSubview(cell)
        endRunLoopTurn()
        #expect(cell.backgroundConfiguration?.backgroundColor?.rgba == RGBA.black)
    }

    @Test func aReusedCollectionViewCellKeepsOneBindingAndTheLatestBody() {
        let cell = UICollectionViewCell(frame: .zero)
        var runs: [Int] = []
        for configure in 1...3 {
            cell.theme(in: manager).updateConfiguration { cell, _, theme in
                runs.append(configure)
                var background = UIBackgroundConfiguration.clear()
                background.backgroundColor = theme.value("text.primary")
                cell.backgroundConfiguration = background
            }
        }
        endRunLoopTurn()
        #expect(runs == [3], "one run of the latest body per update")
        #expect(cell.theme(in: manager).bindingCount == 1)
        #expect(cell.backgroundConfiguration?.backgroundColor?.rgba == RGBA.black)
    }

    @Test func aThemedButtonIsReleased() {
        weak var released: UIButton?
        do {
            let button = themedButton()
            endRunLoopTurn()
            released = button
        }
        #expect(released == nil)
    }
}
