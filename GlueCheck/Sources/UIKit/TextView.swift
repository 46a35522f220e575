/// https://developer.apple.com/documentation/uikit/uitextinputtraits
/// Its members are optional requirements (`@objc`, which Linux has not): the stub declares
/// none and each adopting class declares the ones it uses, with the page's type.
@MainActor
public protocol UITextInputTraits: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uikeyinput
/// Its requirements are not used by the glue (the stub declares none).
@MainActor
public protocol UIKeyInput: UITextInputTraits {}

/// https://developer.apple.com/documentation/uikit/uitextinput
/// Its requirements are not used by the glue (the stub declares none).
@MainActor
public protocol UITextInput: UIKeyInput {}

/// https://developer.apple.com/documentation/uikit/uiscrollview
/// "UIScrollView is the superclass of several UIKit classes, including UITableView and
/// UITextView": here only that.
@MainActor
open class UIScrollView: UIView {}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIScrollView, UITextInput, UIContentSizeCategoryAdjusting {
    /// https://developer.apple.com/documentation/uikit/uitextview/font
    open var font: UIFont?
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    /// As a label's (``UILabel/adjustsFontForContentSizeCategory``).
    open var adjustsFontForContentSizeCategory = false
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance
    open var keyboardAppearance: UIKeyboardAppearance = .default

    override func traitsDidUpdate() { font = fontAdjustedInTraitUpdate(font) }

    /// Stub-only: the appearance of the keyboard on screen, read when the view became first
    /// responder or reloaded its input views; `nil` while no keyboard shows for it (as a
    /// text field's, ``UITextField/_shownKeyboardAppearance``).
    public private(set) var _shownKeyboardAppearance: UIKeyboardAppearance?

    override func inputViewsDidLoad() { _shownKeyboardAppearance = keyboardAppearance }

    /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    /// The keyboard goes away.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        _shownKeyboardAppearance = nil
        return super.resignFirstResponder()
    }
}
