/// Short decimal text for generated files: at most `decimals` decimals, trailing zeros removed,
/// no exponent, and no negative zero (`0.5`, `16`, `-2`, `0.3333`).
package enum NumberText {
    package static func format(_ value: Double, decimals: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        // Past 1e15 a double has no digits left for decimals: the whole number, written out.
        if abs(value) >= 1e15 { return (value < 0 ? "-" : "") + wholeDigits(abs(value).rounded()) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        let whole = Int64(abs(rounded).rounded(.towardZero))
        var fraction = Int64(((abs(rounded) - Double(whole)) * scale).rounded())
        var digits = decimals
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        let padded = String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
        return (rounded < 0 ? "-" : "") + "\(whole).\(padded)"
    }

    /// The digits of a whole, finite, non-negative `value` with no exponent: the shortest
    /// decimal that reads back as `value` (`1e+19` → `10000000000000000000`).
    static func wholeDigits(_ value: Double) -> String {
        let text = value.description
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: e)...])
        else { return text.hasSuffix(".0") ? String(text.dropLast(2)) : text }
        let digits = text[..<e].filter(\.isNumber)
        return String(digits) + String(repeating: "0", count: max(0, exponent - (digits.count - 1)))
    }
}
