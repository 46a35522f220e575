import LiveryCore

/// The themes one export covers: every appearance × contrast combination, with every other
/// modifier held at its fixed (or default) context, resolved once and shared by the formats.
///
/// Cells are ordered appearance-major, each axis in the source's context order; the first cell
/// of each axis is not necessarily its default — use ``defaultCell``.
struct ExportMatrix {
    /// One varying modifier: its name, contexts in source order and default context.
    struct Axis {
        let modifier: String
        let contexts: [String]
        let defaultContext: String
    }

    /// One combination: the axis contexts (nil where the axis is absent) and its theme.
    struct Cell {
        let appearance: String?
        let contrast: String?
        let theme: ResolvedTheme
        var input: ResolverInput { theme.input }
    }

    let options: ExportOptions
    let appearance: Axis?
    let contrast: Axis?
    let cells: [Cell]
    /// Every token name of the source, in the source's order.
    let names: [String]

    init(_ request: ExportRequest) throws {
        let source = request.source
        let options = request.options
        let fixed = try options.checkedFixedContexts(for: source)
        func axis(_ name: String) -> Axis? {
            guard fixed[name] == nil, let m = source.modifiers.first(where: { $0.name == name }),
                let first = m.contexts.first
            else { return nil }
            return Axis(modifier: name, contexts: m.contexts, defaultContext: m.defaultContext ?? first)
        }
        let appearance = axis(options.appearanceModifier)
        let contrast = options.contrastModifier == options.appearanceModifier ? nil : axis(options.contrastModifier)
        var cells: [Cell] = []
        for a in appearance?.contexts.map(Optional.some) ?? [nil] {
            for c in contrast?.contexts.map(Optional.some) ?? [nil] {
                let input = ResolverInput(source.modifiers.map { m in
                    if m.name == appearance?.modifier, let a { return (m.name, a) }
                    if m.name == contrast?.modifier, let c { return (m.name, c) }
                    return (m.name, fixed[m.name] ?? m.defaultContext ?? m.contexts.first ?? "")
                })
                cells.append(Cell(appearance: a, contrast: c, theme: try source.theme(for: input)))
            }
        }
        self.options = options
        self.appearance = appearance
        self.contrast = contrast
        self.cells = cells
        self.names = source.names.names
    }

    func cell(appearance a: String?, contrast c: String?) -> Cell? {
        cells.first { $0.appearance == a && $0.contrast == c }
    }

    /// The combination of both axes' defaults.
    var defaultCell: Cell {
        cell(appearance: appearance?.defaultContext, contrast: contrast?.defaultContext) ?? cells[0]
    }

    /// The appearance context exported as light ("any"): the light context when the source has
    /// one, else the axis default.
    var lightContext: String? {
        guard let appearance else { return nil }
        return appearance.contexts.contains(options.lightContext) ? options.lightContext : appearance.defaultContext
    }

    /// The appearance context exported as dark, when the source has one.
    var darkContext: String? {
        appearance.flatMap { $0.contexts.contains(options.darkContext) ? options.darkContext : nil }
    }

    /// Appearance contexts that are neither light nor dark: extra themes.
    var extraAppearances: [String] {
        (appearance?.contexts ?? []).filter { $0 != lightContext && $0 != darkContext }
    }

    /// The contrast axis's normal context (its default).
    var normalContrast: String? { contrast?.defaultContext }

    /// The contrast context exported as high contrast, when the source has one besides normal.
    var highContrast: String? {
        contrast.flatMap {
            $0.contexts.contains(options.highContrastContext) && $0.defaultContext != options.highContrastContext
                ? options.highContrastContext : nil
        }
    }

    /// The modifiers held at one context in this export (neither appearance nor contrast).
    var heldContexts: [(modifier: String, context: String)] {
        defaultCell.input.selections.filter { $0.modifier != appearance?.modifier && $0.modifier != contrast?.modifier }
    }

    /// `theme=dark, contrast=high`: the axis contexts of a cell, or `default` without axes.
    func label(_ cell: Cell) -> String {
        var parts: [String] = []
        if let appearance, let a = cell.appearance { parts.append("\(appearance.modifier)=\(a)") }
        if let contrast, let c = cell.contrast { parts.append("\(contrast.modifier)=\(c)") }
        return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }
}

extension ExportOptions {
    /// ``fixedContexts`` checked against the source's modifiers.
    ///
    /// - Throws: ``ExportError`` naming an unknown modifier or context.
    func checkedFixedContexts(for source: any ThemeSource) throws(ExportError) -> [String: String] {
        for (name, context) in fixedContexts.sorted(by: { $0.key < $1.key }) {
            guard let modifier = source.modifiers.first(where: { $0.name == name }) else {
                throw .unknownModifier(name, known: source.modifiers.map(\.name))
            }
            guard modifier.contexts.contains(context) else {
                throw .unknownContext(context, modifier: name, known: modifier.contexts)
            }
        }
        return fixedContexts
    }
}
