import Foundation
import LiveryCore

/// A type built from a number: `number`, `dimension` (in points; `rem` × 16),
/// `fontWeight` and `duration` (in seconds) tokens all convert.
public protocol ThemeNumberConvertible: ThemeTokenConvertible {
    init(themeNumber: Double)
}

extension ThemeNumberConvertible {
    public static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self? {
        switch token.value {
        case .number(let n), .fontWeight(let n): Self(themeNumber: n)
        case .dimension(let d): Self(themeNumber: d.points)
        case .duration(let d): Self(themeNumber: d.seconds)
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
    public init(themeNumber: Double) { self = themeNumber }
}

extension Float: ThemeNumberConvertible {
    public init(themeNumber: Double) { self = Float(themeNumber) }
}

extension CGFloat: ThemeNumberConvertible {
    public init(themeNumber: Double) { self = CGFloat(themeNumber) }
}

extension Int: ThemeNumberConvertible {
    /// Rounds to the nearest integer; values outside `Int`'s range clamp to its bounds.
    public init(themeNumber: Double) {
        let rounded = themeNumber.rounded()
        if rounded.isNaN {
            self = 0
        } else if rounded >= Double(Int.max) {
            self = .max
        } else if rounded <= Double(Int.min) {
            self = .min
        } else {
            self = Int(rounded)
        }
    }
}
