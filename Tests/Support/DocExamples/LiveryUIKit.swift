// Stand-in for LiveryUIKit's public surface (see README.md): the conformances an app relies on.

import Foundation
@_exported import Livery
import UIKit

extension UIColor: ThemeColorConvertible {
    public static func themeColor(_ color: LiveryCore.Color) -> UIColor? {
        let c = color.converted(to: .srgb).componentsWithMissingAsZero
        return UIColor(red: c.x, green: c.y, blue: c.z, alpha: color.alpha)
    }
}

extension UIFont: ThemeFontConvertible {
    public static func themeFont(_ font: FontDescriptor) -> UIFont? { .systemFont(ofSize: font.size) }
}

extension UIImage: ThemeImageConvertible {
    public static func themeImage(named name: String) -> UIImage? { UIImage(named: name) }
}

extension UIView: Themeable, ThemeNode {
    public var themeParent: (any ThemeNode)? { superview }
    public var isThemeVisible: Bool { window != nil }
}

extension UIViewController: Themeable {}

extension NSAttributedString: ThemeAttributedTextConvertible {
    public static func themeText(_ text: AttributedString) -> Self? { nil }
}
