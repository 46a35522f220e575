import Livery
import LiveryCore
import SwiftUI
import Testing
import UIKit

@testable import LiverySwiftUI
@testable import LiveryUIKit

/// SwiftUI views hosted in UIKit: the pin of a UIKit subtree override reaches them through
/// the bridged environment key, and a SwiftUI pin reaches UIKit views hosted in it.
@MainActor
@Suite("SwiftUI hosted in UIKit")
struct SwiftUIHostingTests {
    let manager = ThemeManager(source: SwiftUIFixtures.themes())

    @Test func aViewUnderAUIKitOverrideReadsItsPin() {
        let window = makeWindow()
        let container = UIView()
        let hostingView = UIView() // where a UIHostingController's view would sit
        container.addSubview(hostingView)
        window.addSubview(container)
        #expect(HostedPinKey.read(from: hostingView.traitCollection) == nil)
        container.theme(in: manager).override = .dark
        endRunLoopTurn()
        #expect(HostedPinKey.read(from: hostingView.traitCollection) == "dark")
        container.theme(in: manager).override = nil
        endRunLoopTurn()
        #expect(HostedPinKey.read(from: hostingView.traitCollection) == nil)
    }

    @Test func theWindowsGlobalThemeTraitIsNotAPin() {
        let traits = UITraitCollection { $0[LiveryThemeTrait.self] = "dark" }
        #expect(HostedPinKey.read(from: traits) == nil)
    }

    @Test func aRootUnderAPinShowsThePinnedThemeAndLeavesThePresentationAlone() {
        let writes = LiveryRoot.writes(for: LiveryScope(manager: manager), hostedPin: "dark")
        #expect(writes.scope.preference == .context("dark"))
        #expect(writes.theme.appearance == "dark")
        #expect(writes.colorScheme == .dark)
        #expect(manager.theme.appearance == "light")
    }

    @Test func aSwiftUIPinReachesHostedUIKitViewsDynamicColors() {
        let traits = UITraitCollection { HostedPinKey.write(to: &$0, value: "dark") }
        #expect(traits[LiveryThemeTrait.self] == "dark")
        let color = manager.dynamicColor("text.primary")
        #expect(color.resolvedColor(with: traits).rgba == RGBA.white)
        let unpinned = UITraitCollection { HostedPinKey.write(to: &$0, value: nil) }
        #expect(unpinned[LiveryThemeTrait.self] == "")
    }
}
