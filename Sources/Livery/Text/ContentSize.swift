/// The platform's text-size preference (Dynamic Type on Apple platforms), as a scale of the
/// designed sizes: the body size of each category over the default category's 17 points.
///
/// ```swift
/// ContentSize.extraExtraLarge.scale   // 21 / 17 ≈ 1.24
/// ContentSize(platformName: "UICTContentSizeCategoryAccessibilityM")   // .accessibilityMedium
/// ```
public enum ContentSize: String, CaseIterable, Sendable, Hashable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The body text size of each category in points (Apple's Human Interface Guidelines,
    /// "Typography", Dynamic Type sizes for iOS: Body).
    private static let bodySizes: [ContentSize: Double] = [
        .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
        .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
        .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
    ]

    /// UIKit's raw values of `UIContentSizeCategory`, for glue that reads the trait.
    private static let platformNames: [String: ContentSize] = [
        "UICTContentSizeCategoryXS": .extraSmall, "UICTContentSizeCategoryS": .small,
        "UICTContentSizeCategoryM": .medium, "UICTContentSizeCategoryL": .large,
        "UICTContentSizeCategoryXL": .extraLarge, "UICTContentSizeCategoryXXL": .extraExtraLarge,
        "UICTContentSizeCategoryXXXL": .extraExtraExtraLarge,
        "UICTContentSizeCategoryAccessibilityM": .accessibilityMedium,
        "UICTContentSizeCategoryAccessibilityL": .accessibilityLarge,
        "UICTContentSizeCategoryAccessibilityXL": .accessibilityExtraLarge,
        "UICTContentSizeCategoryAccessibilityXXL": .accessibilityExtraExtraLarge,
        "UICTContentSizeCategoryAccessibilityXXXL": .accessibilityExtraExtraExtraLarge,
    ]

    /// The size for a platform category name; `nil` for one this table does not know
    /// (`UICTContentSizeCategoryUnspecified`).
    public init?(platformName: String) {
        guard let size = Self.platformNames[platformName] else { return nil }
        self = size
    }

    /// The factor font tokens are multiplied by (1 for ``large``, the default).
    public var scale: Double { (Self.bodySizes[self] ?? 17) / 17 }
}
