import LiveryCore

@testable import Livery

/// Stands in for a UIKit view: its ancestors are final only once it is in a window
/// (`isThemeRooted`), and it reports no move. Subviews are held, as UIKit holds them.
@MainActor
final class ViewNode: Themeable, ThemeNode {
    var backgroundColor = Color(.srgb, 0.1, 0.2, 0.3)
    private(set) weak var superview: ViewNode?
    private(set) var subviews: [ViewNode] = []
    let isWindow: Bool

    init(isWindow: Bool = false) { self.isWindow = isWindow }

    func addSubview(_ view: ViewNode) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    var themeParent: (any ThemeNode)? { superview }
    var isThemeRooted: Bool { isWindow || superview?.isThemeRooted == true }
}
