import Foundation
import LiveryCore

/// A type built from a number: `number`, `dimension` (in points; `rem` × 16),
/// `fontWeight` and `duration` (in seconds) tokens all convert.
public protocol ThemeNumberConvertible: ThemeTokenConvertible {
    /// The value for `number` (a number token, a dimension in points, a font weight or a duration in seconds), or
    /// `nil`.
    static func themeNumber(_ number: Double) -> Self?
}

extension ThemeNumberConvertible {
    public static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self? {
        switch token.value {
        case .number(let n), .fontWeight(let n): themeNumber(n)
        case .dimension(let d): themeNumber(d.points)
        case .duration(let d): themeNumber(d.seconds)
        default: nil
        }
    }

    public static var themeTokenKind: String { "number, dimension, fontWeight or duration" }
}

extension LiveryCore.Dimension {
    /// Points per `rem` when a `rem` dimension sets a number or font size.
    public static let pointsPerRem: Double = 16

    /// The dimension in points: `px` as is, `rem` times ``pointsPerRem``.
    public var points: Double { unit == .px ? value : value * LiveryCore.Dimension.pointsPerRem }
}

extension Double: ThemeNumberConvertible {
    /// The number itself.
    public static func themeNumber(_ number: Double) -> Double? { number }
}

extension Float: ThemeNumberConvertible {
    /// The number, rounded to `Float` precision.
    public static func themeNumber(_ number: Double) -> Float? { Float(number) }
}

extension CGFloat: ThemeNumberConvertible {
    /// The number as a `CGFloat`.
    public static func themeNumber(_ number: Double) -> CGFloat? { CGFloat(number) }
}

extension Int: ThemeNumberConvertible {
    /// The nearest integer; `nil` for NaN and for values outside `Int`'s range.
    public static func themeNumber(_ number: Double) -> Int? { Int(exactly: number.rounded()) }
}
