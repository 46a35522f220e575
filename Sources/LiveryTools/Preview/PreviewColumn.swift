/// One context column of the preview: a container carrying the `data-` attribute of every
/// axis (defaults included), so the exported CSS styles it as that combination whatever the
/// switcher sets on the page; a specimen; and a swatch per color token.
struct PreviewColumn {
    /// `theme=dark, contrast=high`.
    let label: String
    let isDefault: Bool
    /// `(data-theme, dark)` for every axis, in axis order.
    let attributes: [(name: String, value: String)]
    let swatches: [PreviewSwatch]

    init(
        cell: ExportMatrix.Cell, matrix: ExportMatrix, properties: [String: String], roles: PreviewRoleMap,
        paletteSteps: Set<String>
    ) {
        label = matrix.label(cell)
        isDefault = cell.contexts == matrix.defaultCell.contexts
        attributes = matrix.axes.compactMap { axis in
            cell.contexts[axis.modifier].map { (CSSRule.attributeName(axis.modifier), $0) }
        }
        swatches = PreviewSwatch.swatches(
            of: cell.theme, properties: properties, roles: roles, paletteSteps: paletteSteps)
    }

    var html: String {
        let attributeText = attributes.map { " \($0.name)=\"\(HTMLText.escaped($0.value))\"" }.joined()
        var out = "<section class=\"lv-context\" data-lv-context=\"\(HTMLText.escaped(label))\"\(attributeText)>\n"
        out += "<h3>\(HTMLText.escaped(label))"
        if isDefault { out += " <span class=\"lv-default-tag\">(default)</span>" }
        out += "</h3>\n"
        out += PreviewScreens.specimen + "\n"
        out += "<ul class=\"lv-swatches\">\n"
        for swatch in swatches { out += swatch.html + "\n" }
        return out + "</ul>\n</section>\n"
    }
}
