/// Each text style's size at each content size: Dynamic Type grows every style on a curve
/// of its own (a caption grows by more than its share of the body's growth, a large title
/// by less), so a font token scales with the curve of its ``TextStyle``.
///
/// ```swift
/// TextStyle.body.size(at: .accessibilityMedium)       // 28
/// TextStyle.caption2.scale(at: .accessibilityMedium)  // 20 / 11 ≈ 1.82
/// ```
extension TextStyle {
    /// The style's size in points at `contentSize`.
    public func size(at contentSize: ContentSize) -> Double {
        Self.sizes[self]?[contentSize.index] ?? defaultSize
    }

    /// The factor a font of this style is multiplied by at `contentSize` (1 at ``ContentSize/large``).
    public func scale(at contentSize: ContentSize) -> Double {
        size(at: contentSize) / size(at: .large)
    }

    /// Points per style, one column per ``ContentSize`` in declaration order (xSmall … AX5).
    /// From Apple's Human Interface Guidelines, "Typography", Dynamic Type sizes for iOS
    /// (the iOS, iPadOS and visionOS tables, written down from them without a copy here:
    /// GlueCheck/ON-A-DEVICE.md lists them to confirm).
    private static let sizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}

extension ContentSize: Comparable {
    /// The position of the category from the smallest (0) to the largest.
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// Smaller categories first.
    public static func < (a: ContentSize, b: ContentSize) -> Bool { a.index < b.index }

    /// The category limited to `minimum` … `maximum` (either may be absent), as UIKit limits a
    /// view's category by its `minimumContentSizeCategory` and `maximumContentSizeCategory`.
    ///
    /// ```swift
    /// ContentSize.accessibilityLarge.clamped(maximum: .extraExtraExtraLarge)   // .extraExtraExtraLarge
    /// ```
    public func clamped(minimum: ContentSize? = nil, maximum: ContentSize? = nil) -> ContentSize {
        var size = self
        if let minimum, size < minimum { size = minimum }
        if let maximum, size > maximum { size = maximum }
        return size
    }
}
