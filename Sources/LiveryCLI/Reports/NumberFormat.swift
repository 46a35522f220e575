import Foundation

/// Number formatting for text meant for people (JSON output uses ``JSONWriter/number(_:)``,
/// which keeps full precision).
enum NumberFormat {
    /// `value` rounded to `places` decimals, trailing zeros dropped: `0.2126`, `1`, `29.2339`.
    /// A missing component (NaN) reads `none`, as in CSS.
    static func decimal(_ value: Double, places: Int = 4) -> String {
        guard value.isFinite else { return value.isNaN ? "none" : "\(value)" }
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `value` cut (never rounded up) to `places` decimals, all of them shown: `4.49` for 4.499.
    ///
    /// Used for contrast ratios, so a printed ratio never reaches a threshold the exact ratio misses.
    static func truncated(_ value: Double, places: Int = 2) -> String {
        guard value.isFinite else { return "\(value)" }
        let scale = pow(10, Double(places))
        return String(format: "%.\(places)f", (value * scale).rounded(.down) / scale)
    }
}
