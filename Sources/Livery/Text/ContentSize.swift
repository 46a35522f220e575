/// The platform's text-size preference (Dynamic Type on Apple platforms): the category font
/// tokens are evaluated at, each on the curve of its text style (``TextStyle/size(at:)``).
///
/// ```swift
/// ContentSize.extraExtraLarge.scale   // 21 / 17 ≈ 1.24, the body's growth
/// ContentSize(platformName: "UICTContentSizeCategoryAccessibilityM")   // .accessibilityMedium
/// ```
public enum ContentSize: String, CaseIterable, Sendable, Hashable {
    /// Extra small (body 14 pt).
    case extraSmall
    /// Small (body 15 pt).
    case small
    /// Medium (body 16 pt).
    case medium
    /// Large, the default (body 17 pt): scale 1.
    case large
    /// Extra large (body 19 pt).
    case extraLarge
    /// Extra extra large (body 21 pt).
    case extraExtraLarge
    /// Extra extra extra large (body 23 pt), the largest without the accessibility sizes.
    case extraExtraExtraLarge
    /// Accessibility medium (body 28 pt).
    case accessibilityMedium
    /// Accessibility large (body 33 pt).
    case accessibilityLarge
    /// Accessibility extra large (body 40 pt).
    case accessibilityExtraLarge
    /// Accessibility extra extra large (body 47 pt).
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large (body 53 pt), the largest.
    case accessibilityExtraExtraExtraLarge

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

    /// The factor body text is multiplied by (1 for ``large``, the default). A font token
    /// grows on the curve of its own text style (``TextStyle/scale(at:)``).
    public var scale: Double { (Self.bodySizes[self] ?? 17) / 17 }
}
