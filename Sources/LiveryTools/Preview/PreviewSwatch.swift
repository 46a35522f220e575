import LiveryCore

/// One color token of one context: a chip painted with the token's custom property, the name,
/// the hex value (and the Display P3 value for colors outside sRGB), contrast badges against
/// the context's background and text colors, the description and any deprecation.
struct PreviewSwatch {
    let name: String
    let token: ResolvedToken
    let color: Color
    /// The custom property of the token in the exported CSS (`--color-background`).
    let property: String
    let badges: [PreviewContrastBadge]

    var html: String {
        var out = "<li class=\"lv-swatch\" data-token=\"\(HTMLText.escaped(name))\">"
        out += "<span class=\"lv-chip-well\"><span class=\"lv-chip\" data-token=\"\(HTMLText.escaped(name))\""
        out += " style=\"background-color: var(\(HTMLText.escaped(property)))\"></span></span>"
        out += "<span class=\"lv-swatch-text\"><code class=\"lv-token-name\">\(HTMLText.escaped(name))</code>"
        out += "<code class=\"lv-hex\">\(color.hex)</code>"
        let wide = CSSValueText.wideGamut(color)
        if wide != color.hex { out += "<code class=\"lv-wide\">\(HTMLText.escaped(wide))</code>" }
        if !badges.isEmpty { out += "<span class=\"lv-badges\">" + badges.map(\.html).joined() + "</span>" }
        if let description = token.description, !description.isEmpty {
            out += "<span class=\"lv-description\">\(HTMLText.escaped(description))</span>"
        }
        switch token.deprecated {
        case .deprecated?: out += "<span class=\"lv-deprecated\">deprecated</span>"
        case .deprecatedBecause(let why)?:
            out += "<span class=\"lv-deprecated\">deprecated: \(HTMLText.escaped(why))</span>"
        case nil: break
        }
        return out + "</span></li>"
    }

    /// What a context's swatches are compared with: the colors of its background and text roles.
    struct References {
        let backgroundName: String?
        let textName: String?
        let background: Color?
        let text: Color?

        init(theme: ResolvedTheme, roles: PreviewRoleMap) {
            backgroundName = roles.token(for: .background)
            textName = roles.token(for: .text)
            background = backgroundName.flatMap { theme[$0]?.value.color }
            text = textName.flatMap { theme[$0]?.value.color }
        }

        /// Whether `name` is one of the tokens every badge of the context is measured against.
        func isReference(_ name: String) -> Bool { name == backgroundName || name == textName }
    }

    /// The swatch of one token, `nil` unless it is a color. A token is not compared with itself.
    static func swatch(
        name: String, token: ResolvedToken, property: String, references: References
    ) -> PreviewSwatch? {
        guard token.type == .color, let color = token.value.color else { return nil }
        let badges = [
            name == references.backgroundName
                ? nil : PreviewContrastBadge.onBackground(color, background: references.background),
            name == references.textName
                ? nil
                : PreviewContrastBadge.underText(color, text: references.text, background: references.background),
        ].compactMap { $0 }
        return PreviewSwatch(name: name, token: token, color: color, property: property, badges: badges)
    }

    /// The swatches of every color token of `theme`: semantic names first, then the names in
    /// `paletteSteps` (those that look like palette steps, `TokenWords/looksLikePaletteStep(_:)`),
    /// each group in token order.
    static func swatches(
        of theme: ResolvedTheme, properties: [String: String], roles: PreviewRoleMap, paletteSteps: Set<String>
    ) -> [PreviewSwatch] {
        let references = References(theme: theme, roles: roles)
        let swatches = theme.tokens.compactMap { name, token in
            swatch(name: name, token: token, property: properties[name] ?? "--" + name, references: references)
        }
        let palette = swatches.map { paletteSteps.contains($0.name) }
        return zip(swatches, palette).filter { !$1 }.map(\.0) + zip(swatches, palette).filter { $1 }.map(\.0)
    }
}
