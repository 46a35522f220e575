import Livery
import LiveryCore
import Testing
import UIKit

@testable import LiveryUIKit

/// Per-state setters, attribute dictionaries, bar appearances and the other values a
/// JXTheme or SwiftTheme user binds, against the stub SDK.
@MainActor
@Suite("UIKit setters against the stub SDK")
struct UIKitSetterTests {
    static func themes() -> ThemeTable {
        var light = GlueFixtures.tokens(text: GlueFixtures.black, background: GlueFixtures.white, icon: "catBlack")
        var dark = GlueFixtures.tokens(text: GlueFixtures.white, background: GlueFixtures.black, icon: "catWhite")
        let title = ResolvedToken(
            type: .typography,
            value: .typography(
                Typography(
                    fontFamily: ["Avenir Next"], fontSize: .init(20, .px), fontWeight: 600,
                    letterSpacing: .init(0.5, .px),
                    lineHeight: 1.25)))
        light["type.title"] = title
        dark["type.title"] = title
        let body = ResolvedToken(
            type: .typography,
            value: .typography(
                Typography(fontFamily: ["Inter"], fontSize: .init(16, .px), fontWeight: 400, lineHeight: 1.5)))
        light["type.body"] = body
        dark["type.body"] = body
        return ThemeTable(modifier: "theme", contexts: ["light": light, "dark": dark], order: ["light", "dark"])
    }

    let manager = ThemeManager(source: UIKitSetterTests.themes())

    @Test func aButtonTakesOneBindingPerState() throws {
        let button = UIButton()
        button.theme(in: manager).setTitleColor(.token("text.primary"), for: .normal)
        button.theme(in: manager).setTitleColor(.token("background"), for: .disabled)
        button.theme(in: manager).setImage(.token("icon.cat"), for: .normal)
        button.theme(in: manager).setBackgroundImage(.token("icon.cat"), for: .highlighted)
        try manager.setAppearance(.dark)
        #expect(button.titleColor(for: .normal)?.rgba == RGBA.white)
        #expect(button.titleColor(for: .disabled)?.rgba == RGBA.black)
        #expect(button.image(for: .normal)?._name == "catWhite")
        #expect(button.backgroundImage(for: .highlighted)?._name == "catWhite")
        #expect(button.theme(in: manager).bindingCount == 4)
    }

    @Test func bindingAStateAgainReplacesItAndNilUnbindsIt() throws {
        let button = UIButton()
        button.theme(in: manager).setTitleColor(.token("text.primary"), for: .normal)
        button.theme(in: manager).setTitleColor(.token("background"), for: .normal)
        #expect(button.theme(in: manager).bindingCount == 1)
        #expect(button.titleColor(for: .normal)?.rgba == RGBA.white)
        button.theme(in: manager).setTitleColor(nil, for: .normal)
        #expect(button.theme(in: manager).bindingCount == 0)
    }

    @Test func barItemsAndSegmentedControlsTakeTitleAttributesPerState() throws {
        let item = UIBarButtonItem()
        let segments = UISegmentedControl()
        item.theme(in: manager).setTitleTextAttributes(.textAttributes(color: "text.primary"), for: .normal)
        segments.theme(in: manager).setTitleTextAttributes(.textAttributes(color: "background"), for: .selected)
        try manager.setAppearance(.dark)
        #expect((item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor)?.rgba == RGBA.white)
        #expect((segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor)?.rgba == RGBA.black)
    }

    @Test func attributeDictionariesCarryTheTypographyTokensSpacingAndLineHeight() throws {
        let bar = UINavigationBar()
        bar.theme(in: manager).titleTextAttributes = .textAttributes(color: "text.primary", font: "type.title")
        bar.theme(in: manager).largeTitleTextAttributes = .textAttributes(color: "text.primary")
        let attributes = try #require(bar.titleTextAttributes)
        #expect((attributes[.font] as? UIFont)?.familyName == "Avenir Next")
        #expect(attributes[.kern] as? CGFloat == 0.5)
        // DTCG's lineHeight is a multiple of the font size: 1.25 × the token's size, in points.
        let style = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
        let size = try #require((attributes[.font] as? UIFont)?.pointSize)
        #expect(style.minimumLineHeight == 1.25 * size)
        #expect(style.maximumLineHeight == 1.25 * size)
        #expect(style.lineHeightMultiple == 0)
        try manager.setAppearance(.dark)
        #expect((bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor)?.rgba == RGBA.white)
    }

    @Test func aFontTokenKeepsTheRunsOwnParagraphStyleAndKern() throws {
        var source = AttributedString("Total")
        let own = NSMutableParagraphStyle()
        own.paragraphSpacing = 7
        source.uiKit.paragraphStyle = own
        source.uiKit.kern = 2
        source[ThemeTextAttributes.FontToken.self] = "type.body" // size and line height, no letter spacing
        let label = UILabel()
        label.theme(in: manager).attributedText = .text(ThemedText(source))
        let text = try #require(label.attributedText)
        let style = try #require(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(style.paragraphSpacing == 7)
        #expect(style.minimumLineHeight == 24) // 1.5 × 16 pt
        #expect(text.attribute(.kern, at: 0, effectiveRange: nil) as? CGFloat == 2)
    }

    @Test func aTextFieldPlaceholderIsThemedText() throws {
        let field = UITextField()
        field.theme(in: manager).attributedPlaceholder = .text(
            ThemedText("Search", color: "text.primary", font: "type.title"))
        try manager.setAppearance(.dark)
        let placeholder = try #require(field.attributedPlaceholder)
        #expect((placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)?.rgba == RGBA.white)
        #expect(placeholder.attribute(.kern, at: 0, effectiveRange: nil) as? CGFloat == 0.5)
    }

    @Test func barAppearancesAreRebuiltAndReassignedOnEverySwitch() throws {
        let bar = UINavigationBar()
        let tabs = UITabBar()
        let background = ThemeValue<UINavigationBarAppearance> { theme in
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = theme.color("background").flatMap(UIColor.themeColor)
            return appearance
        }
        bar.theme(in: manager).standardAppearance = background
        bar.theme(in: manager).compactAppearance = background
        bar.theme(in: manager).scrollEdgeAppearance = background
        tabs.theme(in: manager).standardAppearance = ThemeValue { theme in
            let appearance = UITabBarAppearance()
            appearance.backgroundColor = theme.color("background").flatMap(UIColor.themeColor)
            return appearance
        }
        try manager.setAppearance(.dark)
        #expect(bar.standardAppearance.backgroundColor?.rgba == RGBA.black)
        #expect(bar.compactAppearance?.backgroundColor?.rgba == RGBA.black)
        #expect(bar.scrollEdgeAppearance?.backgroundColor?.rgba == RGBA.black)
        #expect(tabs.standardAppearance.backgroundColor?.rgba == RGBA.black)
    }

    @Test func gradientColorsAreTheTokensCGColorsInOrder() throws {
        let gradient = CAGradientLayer()
        gradient.theme(in: manager).colors = .colors(["text.primary", "background"])
        try manager.setAppearance(.dark)
        let colors = try #require(gradient.colors as? [CGColor])
        #expect(colors.map(\.components) == [[1, 1, 1, 1], [0, 0, 0, 1]])
    }

    @Test func aGradientsUnknownTokenIsReportedNotSilentlyDropped() throws {
        var reported: [ThemeDiagnostic] = []
        manager.onDiagnostic = { reported.append($0) }
        let gradient = CAGradientLayer()
        gradient.theme(in: manager).colors = .colors(["text.primary", "colour.typo"], reportingTo: manager)
        #expect((gradient.colors as? [CGColor])?.count == 1)
        #expect(reported.contains { "\($0)".contains("colour.typo") }, "\(reported)")
    }

    @Test func theKeyboardFollowsTheThemesStyle() throws {
        let field = UITextField()
        field.theme(in: manager).keyboardAppearance = .matchingTheme(of: manager)
        #expect(field.keyboardAppearance == .light)
        try manager.setAppearance(.dark)
        #expect(field.keyboardAppearance == .dark)
    }

    @Test func theStatusBarStyleFollowsAFixedChoice() throws {
        #expect(manager.statusBarStyle() == .default)
        try manager.setAppearance(.dark)
        #expect(manager.statusBarStyle() == .lightContent)
        try manager.setAppearance(.light)
        #expect(manager.statusBarStyle() == .darkContent)
    }
}

extension UIKitSetterTests {
    @Test func aVisibleKeyboardFollowsASwitch() throws {
        let field = UITextField()
        field.theme(in: manager).setKeyboardAppearance(.matchingTheme(of: manager))
        field.becomeFirstResponder()
        #expect(field._shownKeyboardAppearance == .light)
        try manager.setAppearance(.dark)
        #expect(field.keyboardAppearance == .dark)
        #expect(field._shownKeyboardAppearance == .dark, "reloaded: the keyboard on screen is dark")
        field.resignFirstResponder()
        try manager.setAppearance(.light)
        #expect(field.keyboardAppearance == .light)
        #expect(field._shownKeyboardAppearance == nil, "no keyboard to reload")
    }

    @Test func aTextViewsVisibleKeyboardFollowsASwitch() throws {
        let textView = UITextView()
        textView.theme(in: manager).setKeyboardAppearance(.matchingTheme(of: manager))
        #expect(textView.keyboardAppearance == .light)
        textView.becomeFirstResponder()
        #expect(textView._shownKeyboardAppearance == .light)
        try manager.setAppearance(.dark)
        #expect(textView.keyboardAppearance == .dark)
        #expect(textView._shownKeyboardAppearance == .dark, "reloaded: the keyboard on screen is dark")
        textView.resignFirstResponder()
        try manager.setAppearance(.light)
        #expect(textView.keyboardAppearance == .light)
        #expect(textView._shownKeyboardAppearance == nil, "no keyboard to reload")
    }

    @Test func aTextViewsKeyboardBindingIsReplacedAndUnbound() throws {
        let textView = UITextView()
        textView.theme(in: manager).setKeyboardAppearance(.matchingTheme(of: manager))
        textView.theme(in: manager).setKeyboardAppearance(.constant(.light))
        try manager.setAppearance(.dark)
        #expect(textView.keyboardAppearance == .light, "the second binding replaced the first")
        textView.theme(in: manager).setKeyboardAppearance(nil)
        textView.keyboardAppearance = .default
        try manager.setAppearance(.light)
        #expect(textView.keyboardAppearance == .default, "unbound: a switch leaves it")
    }

    @Test func thePlainKeyboardBindingReloadsAVisibleKeyboard() throws {
        let field = UITextField()
        field.theme(in: manager).keyboardAppearance = .matchingTheme(of: manager)
        field.becomeFirstResponder()
        #expect(field._shownKeyboardAppearance == .light)
        try manager.setAppearance(.dark)
        #expect(field._shownKeyboardAppearance == .dark, "reloaded: the keyboard on screen is dark")
        let textView = UITextView()
        textView.theme(in: manager).keyboardAppearance = .matchingTheme(of: manager)
        textView.becomeFirstResponder()
        try manager.setAppearance(.light)
        #expect(textView._shownKeyboardAppearance == .light, "a text view's too")
    }

    @Test func everySpellingOfTheKeyboardBindingIsOneBindingThatReloads() throws {
        final class SearchField: UITextField {}
        let field = SearchField()
        let theme = field.theme(in: manager)
        theme.keyboardAppearance = .matchingTheme(of: manager)
        theme.setKeyboardAppearance(.matchingTheme(of: manager))
        theme.bind(\.keyboardAppearance, to: .matchingTheme(of: manager))
        #expect(theme.bindingCount == 1, "each spelling replaced the last")
        field.becomeFirstResponder()
        try manager.setAppearance(.dark)
        #expect(field._shownKeyboardAppearance == .dark, "a subclass's binding reloads too")
        theme.bind(\.keyboardAppearance) { _, theme in theme.appearance == "dark" ? .light : .dark }
        #expect(theme.bindingCount == 1)
        #expect(field._shownKeyboardAppearance == .light, "the provider form reloads")
        theme.removeBinding(\.keyboardAppearance)
        #expect(theme.bindingCount == 0)
        try manager.setAppearance(.light)
        #expect(field.keyboardAppearance == .light, "unbound: a switch leaves it")
    }

    @Test func aKeyboardAlreadyInTheBoundAppearanceIsNotReloaded() throws {
        final class CountingField: UITextField {
            var reloads = 0
            override func reloadInputViews() {
                reloads += 1
                super.reloadInputViews()
            }
        }
        let field = CountingField()
        field.keyboardAppearance = .light
        field.becomeFirstResponder()
        field.theme(in: manager).keyboardAppearance = .matchingTheme(of: manager)
        #expect(field.reloads == 0, "light already: nothing to reload")
        try manager.setAppearance(.dark)
        #expect(field.reloads == 1)
    }
}
