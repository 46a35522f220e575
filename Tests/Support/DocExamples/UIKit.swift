// Stand-in for the UIKit names documentation examples use (see README.md). Declarations only.
import Foundation

public final class UIColor: Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let systemBackground = white
    public static let label = black
}

public final class UIFont: Sendable {
    public let pointSize: CGFloat
    public init(pointSize: CGFloat) { self.pointSize = pointSize }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
}

public final class UIImage: Sendable {
    public let name: String
    public init?(named name: String) { self.name = name }
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

@MainActor
open class UIView {
    public init() {}
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var isHidden = false
    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []
    open var window: UIWindow? { superview?.window }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open func addSubview(_ view: UIView) {
        view.superview = self
        subviews.append(view)
    }
}

@MainActor
open class UIWindow: UIView {
    open override var window: UIWindow? { self }
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor! = .black
    open var shadowColor: UIColor?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var attributedText: NSAttributedString?
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) { self.image = image }
}

@MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
    open var isSelected = false
}

@MainActor
open class UIButton: UIControl {
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setTitle(_ title: String?, for state: UIControl.State) {}
}

@MainActor
open class UINavigationBar: UIView {
    open var barTintColor: UIColor?
}

@MainActor
open class UITableView: UIView {
    open var separatorColor: UIColor?
}

@MainActor
open class UIViewController {
    public init() {}
    open var view: UIView! = UIView()
    open func viewDidLoad() {}
}
