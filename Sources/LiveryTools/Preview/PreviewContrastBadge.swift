import LiveryCore

/// A WCAG 2.x contrast badge of a swatch: the ratio against a reference color of its context
/// and the best level met for normal text (`AAA`, `AA`, or `fail`).
struct PreviewContrastBadge {
    /// What the swatch is compared with: `bg` (the background role) or `text` (the text role).
    let label: String
    let verdict: ContrastVerdict

    /// `AAA`, `AA` or `fail`: the best level met for normal text.
    var level: String { verdict.level(for: .normalText)?.rawValue ?? "fail" }

    /// The ratio rounded down to two decimals, as WCAG compares unrounded: `4.49`, `21.00`.
    var ratioText: String {
        let hundredths = Int((verdict.ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    var html: String {
        let title = "\(label == "bg" ? "On the background" : "Text on this color"): \(verdict)"
        let css = level == "fail" ? "lv-badge lv-badge-fail" : "lv-badge"
        return "<span class=\"\(css)\" data-level=\"\(level)\" title=\"\(HTMLText.escaped(title))\">"
            + "\(label) \(ratioText):1 \(level)</span>"
    }

    /// The swatch color on the background role's color (itself over white when translucent).
    static func onBackground(_ color: Color, background: Color?) -> PreviewContrastBadge? {
        background.map { PreviewContrastBadge(label: "bg", verdict: ContrastVerdict(color, on: $0)) }
    }

    /// The text role's color on the swatch color, the swatch over the background.
    static func underText(_ color: Color, text: Color?, background: Color?) -> PreviewContrastBadge? {
        text.map {
            PreviewContrastBadge(label: "text", verdict: ContrastVerdict($0, on: color, backdrop: background ?? .white))
        }
    }
}
