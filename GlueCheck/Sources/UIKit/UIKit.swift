// Stub of UIKit for the glue check (see GlueCheck/Package.swift): only the API the glue and
// its tests use, each declaration naming its page in Apple's documentation, with the SDK's
// availability and isolation. Members whose name starts with `_` are the stub's own: they
// stand in for what the system does (connecting scenes, changing the system appearance).
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    /// "The UIResponder class doesn't store or set the next responder automatically, so this
    /// method returns nil by default."
    open var next: UIResponder? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    open var isFirstResponder: Bool { firstResponder }
    private var firstResponder = false

    /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    /// The stub always accepts; a text field then shows its keyboard.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        firstResponder = true
        inputViewsDidLoad()
        return true
    }

    /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    @discardableResult
    open func resignFirstResponder() -> Bool {
        firstResponder = false
        return true
    }

    /// https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
    /// "Updates the custom input and accessory views when the object is the first
    /// responder": a visible keyboard takes the responder's current traits (its appearance)
    /// only then.
    open func reloadInputViews() {
        if isFirstResponder { inputViewsDidLoad() }
    }

    /// What a responder class of the stub shows when its input views load.
    func inputViewsDidLoad() {}
}
