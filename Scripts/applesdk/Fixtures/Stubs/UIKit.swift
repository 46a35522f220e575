// The declaration check's fixture: a stub `UIKit` with one right and several wrong declarations
// (the test names each); compiled as a module named UIKit.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiimageasset
open class UIImageAsset: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiimageasset/unregister(imagewith:)
    open func unregisterImage(with traitCollection: UITraitCollection) {}

    /// https://developer.apple.com/documentation/uikit/uiimageasset/unregisterall()
    open func unregisterAll() {}

    /// https://developer.apple.com/documentation/uikit/uiimageasset/image(with:)
    open func image(with traitCollection: UITraitCollection) -> UIImage { UIImage() }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: Int { 0 }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    @available(iOS 7, *)
    open var tintColor: Int = 0

    open func unlinked() {}

    /// https://developer.apple.com/documentation/uikit/uiview/invented(_:)
    open func invented(_ value: Int) {}

    /// https://developer.apple.com/documentation/uikit/uiview/traitoverrides
    open var traitOverrides: UITraitCollection { UITraitCollection() }
}

/// https://developer.apple.com/documentation/uikit/uikeyboardappearance
public enum UIKeyboardAppearance: Int {
    /// https://developer.apple.com/documentation/uikit/uikeyboardappearance/light
    case light
}

/// https://developer.apple.com/documentation/uikit/uitextinputtraits
@MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance
    var keyboardAppearance: UIKeyboardAppearance { get set }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: NSObject, UITextInputTraits {
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance
    open var keyboardAppearance: UIKeyboardAppearance = .light
}

/// https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd
@available(iOS 14, *)
public protocol UIConfigurationState {}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14, *)
public protocol UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
    func updated(for state: any UIConfigurationState) -> Self
}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
@available(iOS 14, *)
public struct UIListContentConfiguration: UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration
@available(iOS 14, *)
public struct UIBackgroundConfiguration: UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
    /// A witness of the page's `-> Self` written with another type (an overload the
    /// conformance does not use): reported.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
    public func updated(for state: any UIConfigurationState) -> Self { self }
}
