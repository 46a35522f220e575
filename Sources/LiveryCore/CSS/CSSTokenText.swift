/// The custom properties one token writes, with their CSS values: one property, or for a
/// typography the `font` shorthand followed by one property per member
/// (`--type-body-font-family`, `--type-body-font-size`, …, in the order of
/// ``CSSPropertyNames/typographyMembers``).
///
/// ```swift
/// CSSTokenText.declarations(property: "--space-m", value: .number(8), color: CSSValueText.hex)
/// // [(property: "--space-m", value: "8")]
/// ```
package enum CSSTokenText {
    /// The declarations of `value` under `property`, colors written by `color`; none for a
    /// value CSS has no form for.
    package static func declarations(
        property: String, value: TokenValue, color: CSSValueText.ColorText
    ) -> [(property: String, value: String)] {
        guard let main = CSSValueText.text(value, color: color) else { return [] }
        guard case .typography(let t) = value else { return [(property, main)] }
        var members: [(property: String, value: String)] = [
            (property, main),
            ("\(property)-font-family", CSSValueText.fontFamily(t.fontFamily)),
            ("\(property)-font-size", CSSValueText.dimension(t.fontSize)),
            ("\(property)-font-weight", NumberText.format(t.fontWeight)),
        ]
        if let spacing = t.letterSpacing {
            members.append(("\(property)-letter-spacing", CSSValueText.dimension(spacing)))
        }
        if let height = t.lineHeight { members.append(("\(property)-line-height", NumberText.format(height))) }
        return members
    }
}
