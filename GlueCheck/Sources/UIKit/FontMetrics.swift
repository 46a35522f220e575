/// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
@available(iOS 10, tvOS 10, *)
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
/// Scales a font for the content size category on the curve of its text style.
@available(iOS 11, tvOS 11, *)
open class UIFontMetrics: NSObject {
    let textStyle: UIFont.TextStyle

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    /// The font "that adopts the current content size category" (the user's, in Settings).
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:)
    /// The font scaled for the collection's category (the current one when it has none).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return UIFont(
            familyName: font.familyName, pointSize: font.pointSize, weight: font._weight,
            metrics: (textStyle, font.pointSize)
        ).adjusted(to: category)
    }
}

/// Stub-only: the text size the user chose in Settings, which `UIFontMetrics` reads from any
/// thread. `@unchecked Sendable`: the value is only read and written under the lock.
final class SystemTextSize: @unchecked Sendable {
    static let current = SystemTextSize()
    private let lock = NSLock()
    private var value = UIContentSizeCategory.large

    var category: UIContentSizeCategory {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

extension UIFont {
    /// The font a `UIFontMetrics` font becomes at `category` (the current one when
    /// unspecified); any other font stays as it is.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let metrics else { return self }
        let current = category == .unspecified ? SystemTextSize.current.category : category
        let size = DynamicTypeCurves.size(metrics.baseSize, of: metrics.style, at: current)
        return UIFont(familyName: familyName, pointSize: size, weight: _weight, metrics: metrics)
    }
}

/// Each text style's point size per content size category, from Apple's Human Interface
/// Guidelines ("Typography", Dynamic Type sizes for iOS), written down without a copy of the
/// page (GlueCheck/ON-A-DEVICE.md: to confirm against a device's `UIFontMetrics`).
enum DynamicTypeCurves {
    /// xSmall … AX5, in ``UIContentSizeCategory/ordered`` order.
    static let points: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// `size` (at Large) grown for `category` on the curve of `style`.
    static func size(_ size: CGFloat, of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        guard let curve = points[style], let i = category.index else { return size }
        return size * curve[i] / curve[3]
    }
}
