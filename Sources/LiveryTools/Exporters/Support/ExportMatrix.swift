import LiveryCore

/// The themes one export covers: every appearance × contrast combination (× the contexts of any
/// ``ExportOptions/switchableModifiers``), every other modifier held at its fixed (or default)
/// context, resolved once and shared by the formats.
///
/// Cells are ordered with the appearance varying slowest, each axis in the source's context
/// order; the first cell is not necessarily the default one — use ``defaultCell``.
struct ExportMatrix {
    /// One varying modifier: its name, contexts in source order and default context.
    struct Axis {
        let modifier: String
        let contexts: [String]
        let defaultContext: String
    }

    /// One combination: the context of each axis and its theme.
    struct Cell {
        /// The cell's position in ``ExportMatrix/cells``: what tables of per-cell results are
        /// indexed by.
        let index: Int
        /// The appearance context, `nil` without an appearance axis.
        let appearance: String?
        /// The contrast context, `nil` without a contrast axis.
        let contrast: String?
        /// The context of every axis, by modifier name.
        let contexts: [String: String]
        let theme: ResolvedTheme
        var input: ResolverInput { theme.input }
    }

    let options: ExportOptions
    let appearance: Axis?
    let contrast: Axis?
    /// The switchable modifiers besides appearance and contrast.
    let extraAxes: [Axis]
    let cells: [Cell]
    /// Every token name of the source, in the source's order.
    let names: [String]
    /// The source's interned names (`names` are its IDs in order).
    let nameTable: TokenNameTable

    /// Every axis: appearance, contrast, then the extra ones.
    var axes: [Axis] { [appearance, contrast].compactMap { $0 } + extraAxes }

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
        var extraAxes: [Axis] = []
        for name in options.switchableModifiers
        where name != appearance?.modifier && name != contrast?.modifier
            && !extraAxes.contains(where: { $0.modifier == name })
        {
            guard source.modifiers.contains(where: { $0.name == name }) else {
                throw ExportError.unknownModifier(name, known: source.modifiers.map(\.name))
            }
            if let extra = axis(name) { extraAxes.append(extra) }
        }
        let axes = [appearance, contrast].compactMap { $0 } + extraAxes
        var combinations: [[String: String]] = [[:]]
        for axis in axes {
            combinations = combinations.flatMap { prefix in
                axis.contexts.map { prefix.merging([axis.modifier: $0]) { $1 } }
            }
        }
        var cells: [Cell] = []
        for contexts in combinations {
            let input = ResolverInput(
                source.modifiers.map { m in
                    (m.name, contexts[m.name] ?? fixed[m.name] ?? m.defaultContext ?? m.contexts.first ?? "")
                })
            cells.append(
                Cell(
                    index: cells.count, appearance: appearance.flatMap { contexts[$0.modifier] },
                    contrast: contrast.flatMap { contexts[$0.modifier] }, contexts: contexts,
                    theme: try source.theme(for: input)))
        }
        self.options = options
        self.appearance = appearance
        self.contrast = contrast
        self.extraAxes = extraAxes
        self.cells = cells
        self.names = source.names.names
        self.nameTable = source.names
    }

    /// The token `names[index]` in `theme`: by ID (an array index) when the theme shares the
    /// source's name table, as themes of one source do, else by name.
    func token(at index: Int, in theme: ResolvedTheme) -> ResolvedToken? {
        theme.names === nameTable ? theme[TokenID(rawValue: Int32(index))] : theme[names[index]]
    }

    /// The cell of these appearance and contrast contexts, extra axes at their defaults.
    func cell(appearance a: String?, contrast c: String?) -> Cell? {
        cells.first { cell in
            cell.appearance == a && cell.contrast == c
                && extraAxes.allSatisfy { cell.contexts[$0.modifier] == $0.defaultContext }
        }
    }

    /// The cell with the same contexts as `cell` but for the appearance.
    func sibling(of cell: Cell, appearance context: String) -> Cell? {
        guard let appearance else { return nil }
        var contexts = cell.contexts
        contexts[appearance.modifier] = context
        return cells.first { $0.contexts == contexts }
    }

    /// The combination of every axis's default.
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
        defaultCell.input.selections.filter { s in !axes.contains { $0.modifier == s.modifier } }
    }

    /// `theme=dark, contrast=high`: the axis contexts of a cell, or `default` without axes.
    func label(_ cell: Cell) -> String {
        let parts = axes.compactMap { axis in cell.contexts[axis.modifier].map { "\(axis.modifier)=\($0)" } }
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
