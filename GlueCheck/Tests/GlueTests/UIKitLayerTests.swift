import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// Layer colors change with the frame on a switch (no implicit animation), and a gradient's
/// unknown tokens are reported to the manager that binds them.
@MainActor
@Suite("Layers against the stub SDK", .serialized)
struct UIKitLayerTests {
    let manager = ThemeManager(source: GlueFixtures.themes())

    init() { UIApplication.shared._reset() }

    @Test func aSwitchDoesNotAnimateBoundLayerColorsImplicitly() throws {
        let window = makeWindow()
        let card = UIView()
        window.addSubview(card)
        let border = CALayer()
        let gradient = CAGradientLayer()
        card.layer.addSublayer(border)
        card.layer.addSublayer(gradient)
        border.theme(in: manager).borderColor = .token("text.primary")
        gradient.theme(in: manager).setColors(["text.primary", "background"])
        let before = (border._implicitAnimations.count, gradient._implicitAnimations.count)
        try manager.setAppearance(.dark)
        #expect(border.borderColor?.components == [1, 1, 1, 1])
        #expect(border._implicitAnimations.count == before.0, "\(border._implicitAnimations)")
        #expect(gradient._implicitAnimations.count == before.1, "\(gradient._implicitAnimations)")
        #expect(!CATransaction.disableActions(), "the transaction is committed after the pass")
    }

    @Test func anOverrideChangeDoesNotAnimateTheLayersOfItsSubtree() {
        let window = makeWindow()
        let card = UIView()
        window.addSubview(card)
        let border = CALayer()
        card.layer.addSublayer(border)
        border.theme(in: manager).borderColor = .token("text.primary")
        let before = border._implicitAnimations.count
        card.theme(in: manager).override = .dark
        #expect(border.borderColor?.components == [1, 1, 1, 1])
        #expect(border._implicitAnimations.count == before)
    }

    @Test func theStubAnimatesAStandaloneLayerOutsideADisablingTransaction() {
        let layer = CALayer()
        layer.borderColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        #expect(layer._implicitAnimations == ["borderColor"])
        let view = UIView()
        view.layer.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        #expect(view.layer._implicitAnimations.isEmpty, "a view's backing layer")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.borderColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        CATransaction.commit()
        #expect(layer._implicitAnimations == ["borderColor"])
    }

    @Test func aGradientsUnknownTokenIsReportedToTheManagerThatBindsIt() throws {
        var reported: [ThemeDiagnostic] = []
        manager.onDiagnostic = { reported.append($0) }
        let gradient = CAGradientLayer()
        gradient.theme(in: manager).setColors(["text.primary", "colour.typo", "icon.cat"])
        #expect((gradient.colors as? [CGColor])?.count == 1)
        #expect(reported.contains { "\($0)".contains("colour.typo") }, "\(reported)")
        #expect(reported.contains { "\($0)".contains("icon.cat") }, "not a color: \(reported)")
        gradient.theme(in: manager).setColors(nil)
        try manager.setAppearance(.dark)
        #expect((gradient.colors as? [CGColor])?.count == 1, "unbound: left as it was")
    }
}
