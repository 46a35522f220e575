import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// Dynamic Type in UIKit: font tokens are scaled by `UIFontMetrics`, each text style on its
/// own curve, in the system's text size or a label's, text field's or text view's own
/// (limited by its minimum and maximum), with no ``ThemeWindowSync``.
@MainActor
@Suite("Dynamic Type in UIKit against the stub SDK", .serialized)
struct UIKitDynamicTypeTests {
    let manager: ThemeManager

    init() {
        UIApplication.shared._reset()
        func font(_ size: Double) -> ResolvedToken {
            ResolvedToken(
                type: .typography,
                value: .typography(
                    Typography(
                        fontFamily: ["Avenir Next"], fontSize: .init(size, .px), fontWeight: 400,
                        letterSpacing: .init(1, .px), lineHeight: 1.5)))
        }
        manager = ThemeManager(
            source: ThemeTable(
                modifier: "theme",
                contexts: ["light": ["type.caption": font(11), "type.body": font(17), "type.display": font(34)]],
                order: ["light"]))
    }

    @Test func aFontBoundWithoutWindowSyncHasTheSystemsTextSize() {
        defer { restoreTheTextSize() }
        _ = makeWindow()
        UIApplication.shared._setContentSize(.accessibilityMedium)
        let label = UILabel()
        label.theme(in: manager).font = .token("type.caption")
        #expect(label.font.pointSize == 20, "caption2 at AX1; the engine was never told the size")
        #expect(label.font._textStyle == .caption2)
    }

    @Test func eachTextStyleGrowsOnItsOwnCurve() {
        defer { restoreTheTextSize() }
        _ = makeWindow()
        UIApplication.shared._setContentSize(.accessibilityMedium)
        let sizes = ["type.caption", "type.body", "type.display"].map { name -> CGFloat in
            let label = UILabel()
            label.theme(in: manager).font = .token(name)
            return label.font.pointSize
        }
        #expect(sizes == [20, 28, 44], "not one scale: 11 × 28/17 would be 18.1, 34 × 28/17 56")
    }

    @Test func aDynamicFontFollowsTheUsersTextSizeWithoutWindowSync() {
        defer { restoreTheTextSize() }
        let window = makeWindow()
        let label = UILabel()
        window.addSubview(label)
        label.theme(in: manager).setDynamicFont(.token("type.caption"))
        #expect(label.adjustsFontForContentSizeCategory)
        #expect(label.font.pointSize == 11)
        UIApplication.shared._setContentSize(.accessibilityMedium)
        #expect(label.font.pointSize == 20)
        UIApplication.shared._setContentSize(.extraExtraLarge)
        #expect(label.font.pointSize == 15)
    }

    @Test func aDynamicFontHonoursTheMaximumOfItsContainer() {
        defer { restoreTheTextSize() }
        let window = makeWindow()
        let toolbar = UIView()
        toolbar.maximumContentSizeCategory = .extraExtraExtraLarge
        let label = UILabel()
        toolbar.addSubview(label)
        window.addSubview(toolbar)
        label.theme(in: manager).setDynamicFont(.token("type.body"))
        UIApplication.shared._setContentSize(.accessibilityExtraExtraExtraLarge)
        #expect(label.font.pointSize == 23, "capped at xxxLarge, not 53")
    }

    @Test func aDynamicFontHonoursTheLabelsOwnMinimumWhenItIsBound() {
        defer { restoreTheTextSize() }
        let window = makeWindow()
        UIApplication.shared._setContentSize(.extraSmall)
        let label = UILabel()
        label.minimumContentSizeCategory = .large
        window.addSubview(label)
        endRunLoopTurn()
        label.theme(in: manager).setDynamicFont(.token("type.body"))
        #expect(label.font.pointSize == 17, "held at Large, not 14")
    }

    @Test func aDynamicFontBoundBeforeTheLabelIsInAWindowTakesItsLimitWhenItEntersOne() {
        defer { restoreTheTextSize() }
        let window = makeWindow()
        UIApplication.shared._setContentSize(.accessibilityLarge)
        let label = UILabel()
        label.maximumContentSizeCategory = .large
        label.theme(in: manager).setDynamicFont(.token("type.body"))
        window.addSubview(label)
        endRunLoopTurn()
        #expect(label.font.pointSize == 17)
    }

    @Test func unbindingADynamicFontLeavesTheLabelsFont() {
        defer { restoreTheTextSize() }
        let label = UILabel()
        label.theme(in: manager).setDynamicFont(.token("type.body"))
        label.theme(in: manager).setDynamicFont(nil)
        label.font = UIFont.systemFont(ofSize: 9, weight: .regular)
        manager.textScale = 2 // a rebuild: a binding left would set the font again
        #expect(label.font.pointSize == 9)
    }

    @Test func aTextViewsDynamicFontFollowsTheUsersTextSize() throws {
        defer { restoreTheTextSize() }
        let window = makeWindow()
        let textView = UITextView()
        window.addSubview(textView)
        textView.theme(in: manager).setDynamicFont(.token("type.caption"))
        #expect(textView.adjustsFontForContentSizeCategory)
        #expect(try #require(textView.font).pointSize == 11)
        #expect(textView.font?._textStyle == .caption2)
        UIApplication.shared._setContentSize(.accessibilityMedium)
        #expect(textView.font?.pointSize == 20, "caption2's curve, not body's (18.1)")
        UIApplication.shared._setContentSize(.extraExtraLarge)
        #expect(textView.font?.pointSize == 15)
    }

    @Test func aTextFieldsDynamicFontFollowsTheUsersTextSize() throws {
        defer { restoreTheTextSize() }
        let window = makeWindow()
        let field = UITextField()
        window.addSubview(field)
        field.theme(in: manager).setDynamicFont(.token("type.display"))
        #expect(field.adjustsFontForContentSizeCategory)
        #expect(try #require(field.font).pointSize == 34)
        UIApplication.shared._setContentSize(.accessibilityMedium)
        #expect(field.font?.pointSize == 44, "largeTitle's curve")
    }

    @Test func aTextViewsDynamicFontHonoursTheMaximumOfItsContainer() {
        defer { restoreTheTextSize() }
        let window = makeWindow()
        let form = UIView()
        form.maximumContentSizeCategory = .extraExtraExtraLarge
        let textView = UITextView()
        form.addSubview(textView)
        window.addSubview(form)
        textView.theme(in: manager).setDynamicFont(.token("type.body"))
        UIApplication.shared._setContentSize(.accessibilityExtraExtraExtraLarge)
        #expect(textView.font?.pointSize == 23, "capped at xxxLarge, not 53")
    }

    @Test func aTextViewsDynamicFontHonoursItsOwnMinimumWhenItIsBound() {
        defer { restoreTheTextSize() }
        let window = makeWindow()
        UIApplication.shared._setContentSize(.extraSmall)
        let textView = UITextView()
        textView.minimumContentSizeCategory = .large
        window.addSubview(textView)
        endRunLoopTurn()
        textView.theme(in: manager).setDynamicFont(.token("type.body"))
        #expect(textView.font?.pointSize == 17, "held at Large, not 14")
    }

    @Test func unbindingATextViewsDynamicFontLeavesItsFont() {
        defer { restoreTheTextSize() }
        let textView = UITextView()
        textView.theme(in: manager).setDynamicFont(.token("type.body"))
        textView.theme(in: manager).setDynamicFont(nil)
        textView.font = UIFont.systemFont(ofSize: 9, weight: .regular)
        manager.textScale = 2 // a rebuild: a binding left would set the font again
        #expect(textView.font?.pointSize == 9)
    }

    @Test func textAttributesTakeTheScaledFontsKernAndLineHeight() throws {
        defer { restoreTheTextSize() }
        _ = makeWindow()
        UIApplication.shared._setContentSize(.accessibilityMedium)
        let bar = UINavigationBar()
        bar.theme(in: manager).titleTextAttributes = .textAttributes(font: "type.caption")
        let attributes = try #require(bar.titleTextAttributes)
        #expect((attributes[.font] as? UIFont)?.pointSize == 20)
        let kern = try #require(attributes[.kern] as? CGFloat)
        #expect(abs(kern - 20.0 / 11) < 1e-9)
        let paragraph = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
        #expect(paragraph.minimumLineHeight == 30)
    }

    /// Settings' text size is the system's, read from any thread: every test puts it back
    /// before it returns, so that no other suite sees it.
    func restoreTheTextSize() {
        UIApplication.shared._setContentSize(.large)
    }
}
