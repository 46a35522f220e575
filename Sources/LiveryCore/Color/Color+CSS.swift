import Foundation

extension Color {
    /// The color in CSS Color 4 syntax, in its own space.
    ///
    /// `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()` and `oklch()` for those spaces, and
    /// `color(<space> r g b)` for the RGB and XYZ spaces; HSL and HWB write their 0–100
    /// components as percentages. Missing components are written `none`; alpha is appended
    /// (`/ 0.5`) only when it is not 1. Numbers keep at most `fractionDigits` decimals.
    ///
    /// ```swift
    /// Color(.oklch, 0.7016, 0.3225, .nan, alpha: 0.5).css()   // "oklch(0.7016 0.3225 none / 0.5)"
    /// Color(.displayP3, 1, 0, 1).css()                          // "color(display-p3 1 0 1)"
    /// ```
    public func css(fractionDigits: Int = 5) -> String {
        let notation = CSSNotation.table[space] ?? CSSNotation(colorFunction: space)
        var parts: [String] = []
        for index in 0..<3 {
            let value = components[index]
            if value.isNaN {
                parts.append("none")
            } else {
                let suffix = notation.percentComponents.contains(index) ? "%" : ""
                parts.append(Self.cssNumber(value, fractionDigits: fractionDigits) + suffix)
            }
        }
        let alphaText = alpha == 1 ? "" : " / " + Self.cssNumber(alpha, fractionDigits: fractionDigits)
        return "\(notation.prefix)\(parts.joined(separator: " "))\(alphaText))"
    }

    /// `value` with at most `fractionDigits` decimals, trailing zeros and a negative zero removed.
    static func cssNumber(_ value: Double, fractionDigits: Int) -> String {
        var text = String(format: "%.\(max(0, fractionDigits))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}

/// How a space is written in CSS: the opening of its function and which components are percentages.
struct CSSNotation: Sendable {
    let prefix: String
    let percentComponents: Set<Int>

    init(function: String, percentComponents: Set<Int> = []) {
        self.prefix = "\(function)("
        self.percentComponents = percentComponents
    }

    init(colorFunction space: ColorSpaceID) {
        self.prefix = "color(\(space.rawValue) "
        self.percentComponents = []
    }

    /// The spaces with a function of their own; the rest use `color()`.
    static let table: [ColorSpaceID: CSSNotation] = [
        .hsl: CSSNotation(function: "hsl", percentComponents: [1, 2]),
        .hwb: CSSNotation(function: "hwb", percentComponents: [1, 2]),
        .lab: CSSNotation(function: "lab"),
        .lch: CSSNotation(function: "lch"),
        .oklab: CSSNotation(function: "oklab"),
        .oklch: CSSNotation(function: "oklch"),
    ]
}
