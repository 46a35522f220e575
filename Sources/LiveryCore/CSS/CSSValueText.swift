/// CSS text for resolved token values, with colors written by a caller-given function (hex,
/// `color(display-p3 …)`, or a placeholder when comparing the shape of two values).
///
/// ```swift
/// CSSValueText.text(.dimension(Dimension(16, .px)), color: CSSValueText.hex)   // "16px"
/// CSSValueText.text(.cubicBezier(CubicBezier(0.2, 0, 0, 1)), color: CSSValueText.hex)
/// // "cubic-bezier(0.2, 0, 0, 1)"
/// ```
package enum CSSValueText {
    package typealias ColorText = (Color) -> String

    /// The CSS value, or `nil` for values CSS has no form for (unknown types).
    package static func text(_ value: TokenValue, color: ColorText) -> String? {
        switch value {
        case .color(let c): color(c)
        case .dimension(let d): dimension(d)
        case .fontFamily(let families): fontFamily(families)
        case .fontWeight(let w): NumberText.format(w)
        case .duration(let d): duration(d)
        case .cubicBezier(let b): cubicBezier(b)
        case .number(let n): NumberText.format(n)
        case .strokeStyle(let s): strokeStyle(s)
        case .border(let b): "\(dimension(b.width)) \(strokeStyle(b.style)) \(color(b.color))"
        case .transition(let t): "\(duration(t.duration)) \(cubicBezier(t.timingFunction)) \(duration(t.delay))"
        case .shadow(let layers): layers.map { shadow($0, color: color) }.joined(separator: ", ")
        case .gradient(let stops):
            stops.map { "\(color($0.color)) \(NumberText.format($0.position * 100, decimals: 2))%" }.joined(
                separator: ", ")
        case .typography(let t): font(t)
        case .opaque: nil
        }
    }

    /// `#rrggbb` / `#rrggbbaa`, gamut-mapped to sRGB.
    package static func hex(_ color: Color) -> String { color.hex }

    /// ``hex(_:)`` and ``wideGamut(_:)`` of one color, the hex computed once.
    package static func spellings(_ color: Color) -> (hex: String, wide: String) {
        let hex = color.hex
        return (hex, color.isInGamut(.srgb) ? hex : wideGamut(color))
    }

    /// `color(display-p3 r g b / a)` for colors outside sRGB (gamut-mapped to Display P3),
    /// hex for the rest.
    package static func wideGamut(_ color: Color) -> String {
        guard !color.isInGamut(.srgb) else { return color.hex }
        let p3 = color.gamutMapped(to: .displayP3).components
        let parts = (0..<3).map { NumberText.format(p3[$0].isNaN ? 0 : p3[$0]) }.joined(separator: " ")
        let alpha = color.alpha < 1 ? " / \(NumberText.format(color.alpha))" : ""
        return "color(display-p3 \(parts)\(alpha))"
    }

    package static func dimension(_ d: Dimension) -> String { NumberText.format(d.value) + d.unit.rawValue }

    package static func duration(_ d: TokenDuration) -> String { NumberText.format(d.value) + d.unit.rawValue }

    package static func cubicBezier(_ b: CubicBezier) -> String {
        "cubic-bezier(" + [b.x1, b.y1, b.x2, b.y2].map { NumberText.format($0) }.joined(separator: ", ") + ")"
    }

    package static func strokeStyle(_ s: StrokeStyle) -> String {
        switch s {
        case .keyword(let k): k.rawValue
        case .dashed: "dashed"
        }
    }

    package static func shadow(_ s: Shadow, color: ColorText) -> String {
        let geometry = [s.offsetX, s.offsetY, s.blur, s.spread].map(dimension).joined(separator: " ")
        return (s.inset ? "inset " : "") + geometry + " " + color(s.color)
    }

    /// The `font` shorthand: `400 16px/1.5 "Inter", sans-serif`.
    package static func font(_ t: Typography) -> String {
        let size = dimension(t.fontSize) + (t.lineHeight.map { "/" + NumberText.format($0) } ?? "")
        return "\(NumberText.format(t.fontWeight)) \(size) \(fontFamily(t.fontFamily))"
    }

    /// Families joined by commas; generic family keywords bare, other names quoted.
    package static func fontFamily(_ families: [String]) -> String {
        families.map { genericFamilies.contains($0) ? $0 : quoted($0) }.joined(separator: ", ")
    }

    package static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
    ]

    /// A CSS string in double quotes, with quotes and backslashes escaped, and control
    /// characters (C0 and DEL, line breaks among them) as hex escapes (`\d ` for a carriage
    /// return), so the string reads back as written: CSS would turn a raw CR or form feed
    /// into a line feed, and a line break ends a string. (A NUL, `\0 `, reads back as U+FFFD:
    /// CSS has no way to spell it.)
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if ch.value < 0x20 || ch.value == 0x7F {
                    out += "\\\(String(ch.value, radix: 16)) "
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out + "\""
    }
}
