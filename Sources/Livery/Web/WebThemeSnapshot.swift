import LiveryCore

/// What a page needs of one theme: the context of every modifier, the color scheme, and every
/// token as a CSS custom property with its value — named and written as
/// `livery export --format css` writes them, so a page that loads the exported stylesheet and
/// a page that does not see the same values.
///
/// Colors outside sRGB are `color(display-p3 …)` (the stylesheet's `@supports` spelling, which
/// WebKit reads), others hex; a token CSS has no form for has no property.
package struct WebThemeSnapshot: Sendable, Equatable {
    /// The context of every modifier, in the source's modifier order.
    package var contexts: [Selection]
    /// The page's `color-scheme`.
    package var colorScheme: WebColorScheme
    /// Every custom property and its value, in token order.
    package var properties: [Property]

    /// One modifier's context.
    package struct Selection: Sendable, Equatable {
        package var modifier: String
        package var context: String
    }

    /// One custom property (`--color-text-primary`) and its CSS value.
    package struct Property: Sendable, Equatable {
        package var name: String
        package var value: String
    }

    package init(contexts: [Selection], colorScheme: WebColorScheme, properties: [Property]) {
        self.contexts = contexts
        self.colorScheme = colorScheme
        self.properties = properties
    }

    /// The snapshot of `theme`, its properties named by `names` (made for the theme's table).
    init(theme: Theme, colorScheme: WebColorScheme, names: WebPropertyNames) {
        contexts = theme.input.selections.map { Selection(modifier: $0.modifier, context: $0.context) }
        self.colorScheme = colorScheme
        var properties: [Property] = []
        properties.reserveCapacity(names.properties.count)
        let tokens = theme.tokens
        for (index, property) in names.properties.enumerated() {
            guard let token = tokens[TokenID(rawValue: Int32(index))] else { continue }
            let declarations = CSSTokenText.declarations(
                property: property, value: token.value, color: CSSValueText.wideGamut)
            for declaration in declarations {
                properties.append(Property(name: declaration.property, value: declaration.value))
            }
        }
        self.properties = properties
    }
}
