import LiveryCore

/// What `livery contrast` says about a pair of colors: the WCAG ratio and a verdict per
/// criterion.
struct ContrastReport: Sendable {
    var foreground: Color
    var background: Color
    var backdrop: Color
    /// The exact WCAG 2 ratio, after compositing translucent colors.
    var ratio: Double

    init(foreground: Color, background: Color, backdrop: Color) {
        self.foreground = foreground
        self.background = background
        self.backdrop = backdrop
        ratio = Color.contrastRatio(foreground, background, backdrop: backdrop)
    }

    /// The ratio with two decimals (cut, never rounded up), then one row per kind of content:
    ///
    /// ```
    /// contrast     4.47:1
    /// normal text  AA fail  AAA fail
    /// large text   AA pass  AAA fail
    /// non-text     AA pass
    /// ```
    var text: String {
        var rows = [(label: "contrast", value: "\(NumberFormat.truncated(ratio)):1")]
        for content in ContrastUsage.allCases {
            let verdicts = ContrastCriterion.all.filter { $0.content == content }.map {
                "\($0.level) \($0.isMet(by: ratio) ? "pass" : "fail")"
            }
            rows.append((content.label, verdicts.joined(separator: "  ")))
        }
        return LabeledRows(rows).text
    }

    /// One JSON object on one line, the ratio unrounded:
    /// `{"foreground":"#777777","background":"#ffffff","backdrop":"#ffffff","ratio":4.47…,
    /// "normalText":{"AA":false,"AAA":false},"largeText":{…},"nonText":{"AA":true}}`.
    var json: String {
        var object = JSONObject([
            (key: "foreground", value: .string(foreground.hex)),
            (key: "background", value: .string(background.hex)),
            (key: "backdrop", value: .string(backdrop.hex)),
            (key: "ratio", value: .number(ratio)),
        ])
        for content in ContrastUsage.allCases {
            let verdicts = ContrastCriterion.all.filter { $0.content == content }.map {
                (key: $0.level, value: JSONValue.bool($0.isMet(by: ratio)))
            }
            object[content.jsonKey] = .object(JSONObject(verdicts))
        }
        return JSONWriter.string(.object(object), pretty: false)
    }
}
