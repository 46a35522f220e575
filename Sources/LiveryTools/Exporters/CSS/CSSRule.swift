import LiveryCore

/// Where one combination's declarations apply: a selector, inside an optional media query.
///
/// An export yields these rules, in this order (attribute names from the modifiers, here the
/// defaults `theme` and `contrast`):
///
/// 1. `:root` — the default combination, every token;
/// 2. the default combination named in full, `[data-theme="light"][data-contrast="normal"]`, for
///    elements nested in a page set to another combination; then one rule per other combination,
///    naming its non-default contexts:
///    `[data-theme="dark"]`, `[data-contrast="high"]`, `[data-theme="dark"][data-contrast="high"]`;
/// 3. system appearance: `@media (prefers-color-scheme: dark)` with `:root:not([data-theme])`,
///    plus `[data-contrast="…"]` for each other contrast;
/// 4. system contrast: `@media (prefers-contrast: more)` with `:root:not([data-contrast])`,
///    plus `[data-theme="…"]` for each other appearance;
/// 5. both: `:root:not([data-theme]):not([data-contrast])` under both media features.
///
/// Switchable modifiers beyond these two (``ExportOptions/switchableModifiers``) add their
/// attributes to every rule in the same way (`[data-brand="acme"]`).
///
/// Whenever several rules match, the one with the most attribute tests is the intended
/// combination, and every rule after `:root` repeats every token that varies anywhere, so the
/// most specific rule decides each value.
struct CSSRule {
    var media: String?
    var selector: String
    var cell: ExportMatrix.Cell
}

extension CSSRule {
    static func rules(for matrix: ExportMatrix) -> [CSSRule] {
        let appearance = matrix.appearance?.modifier
        let contrast = matrix.contrast?.modifier
        /// `[data-x="c"]` for each axis (but `skipping`) where the cell is not at the default.
        func attributes(_ cell: ExportMatrix.Cell, skipping skipped: Set<String?> = []) -> String {
            matrix.axes.filter { !skipped.contains($0.modifier) }.map { axis in
                guard let context = cell.contexts[axis.modifier], context != axis.defaultContext else { return "" }
                return "[\(attributeName(axis.modifier))=\(CSSValueText.quoted(context))]"
            }.joined()
        }
        let defaultCell = matrix.defaultCell
        var rules = [CSSRule(media: nil, selector: ":root", cell: defaultCell)]
        // The default combination named in full, so an element inside a page set to another
        // combination can ask for the defaults (a preview's side-by-side columns).
        let explicitDefaults = matrix.axes.map {
            "[\(attributeName($0.modifier))=\(CSSValueText.quoted($0.defaultContext))]"
        }.joined()
        if !explicitDefaults.isEmpty {
            rules.append(CSSRule(media: nil, selector: explicitDefaults, cell: defaultCell))
        }
        for cell in matrix.cells where cell.contexts != defaultCell.contexts {
            rules.append(CSSRule(media: nil, selector: attributes(cell), cell: cell))
        }
        let notAppearance = appearance.map { ":not([\(attributeName($0))])" } ?? ""
        let notContrast = contrast.map { ":not([\(attributeName($0))])" } ?? ""
        let scheme = systemScheme(matrix)
        if let (feature, context) = scheme {
            for cell in matrix.cells where cell.appearance == context {
                rules.append(
                    CSSRule(
                        media: "(prefers-color-scheme: \(feature))",
                        selector: ":root" + notAppearance + attributes(cell, skipping: [appearance]), cell: cell))
            }
        }
        if let high = matrix.highContrast {
            for cell in matrix.cells where cell.contrast == high {
                rules.append(
                    CSSRule(
                        media: "(prefers-contrast: more)",
                        selector: ":root" + notContrast + attributes(cell, skipping: [contrast]), cell: cell))
            }
            if let (feature, context) = scheme {
                for cell in matrix.cells where cell.appearance == context && cell.contrast == high {
                    rules.append(
                        CSSRule(
                            media: "(prefers-color-scheme: \(feature)) and (prefers-contrast: more)",
                            selector: ":root" + notAppearance + notContrast
                                + attributes(cell, skipping: [appearance, contrast]),
                            cell: cell))
                }
            }
        }
        return rules
    }

    /// The system color scheme that is not the default appearance, and its context: dark
    /// when light is the default, light when dark is.
    static func systemScheme(_ matrix: ExportMatrix) -> (feature: String, context: String)? {
        guard let appearance = matrix.appearance, let light = matrix.lightContext, let dark = matrix.darkContext
        else { return nil }
        if appearance.defaultContext == dark { return ("light", light) }
        return appearance.defaultContext == light ? ("dark", dark) : nil
    }

    /// The attribute of `modifier` (`data-theme`): ``CSSAttributeNames``, shared with the web bridge.
    static func attributeName(_ modifier: String) -> String { CSSAttributeNames.attribute(for: modifier) }
}
