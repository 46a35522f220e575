import LiveryCore

/// Writes one stylesheet: the rules of `CSSRule/rules(for:)`, each with its combination's
/// declarations, wide-gamut colors repeated under `@supports (color: color(display-p3 1 1 1))`
/// right after the rule they belong to (so they win exactly where the hex values would).
struct CSSStylesheet {
    let matrix: ExportMatrix
    let header: String
    /// The declarations of each combination, every token included, by cell index.
    let declarations: [[CSSDeclaration]]
    /// The appearance whose rules are left out: the light-dark sheet drops the dark rules when
    /// `light-dark()` carries every difference.
    var omittedAppearance: String?

    init(matrix: ExportMatrix, header: String, declarations: [[CSSDeclaration]]) {
        self.matrix = matrix
        self.header = header
        self.declarations = declarations
    }

    /// The stylesheet's UTF-8 text.
    func render() -> [UInt8] {
        let rules = CSSRule.rules(for: matrix).filter { rule in
            omittedAppearance.map { rule.cell.appearance != $0 } ?? true
        }
        let perRule = rules.map { declarations[$0.cell.index] }
        let varying = varyingProperties(perRule)
        var out = TextBuffer(capacity: perRule.reduce(header.utf8.count) { $0 + $1.count * 48 })
        out.append(text: header)
        var openMedia: String?
        for (i, rule) in rules.enumerated() {
            let decls = i == 0 ? perRule[i] : perRule[i].filter { varying.contains($0.property) }
            let schemeLine = i == 0 && matrix.lightContext != nil && matrix.darkContext != nil
            if decls.isEmpty && !schemeLine { continue }
            var opensMedia = false
            if rule.media != openMedia {
                if openMedia != nil { out.append("}\n") }
                if let media = rule.media {
                    out.append("\n@media ")
                    out.append(text: media)
                    out.append(" {\n")
                }
                openMedia = rule.media
                opensMedia = rule.media != nil
            }
            let indent = rule.media == nil ? "" : "  "
            out.appendRule(
                rule.selector, decls, wide: false, indent: indent, blankLine: !opensMedia, schemeLine: schemeLine)
            let wide = decls.filter(\.hasWideGamut)
            if !wide.isEmpty {
                out.append(text: indent)
                out.append("@supports (color: color(display-p3 1 1 1)) {\n")
                out.appendRule(rule.selector, wide, wide: true, indent: indent + "  ", blankLine: false)
                out.append(text: indent)
                out.append("}\n")
            }
            if i == 0 { appendColorSchemeRules(to: &out) }
        }
        if openMedia != nil { out.append("}\n") }
        return out.bytes
    }

    /// `[data-theme="light"] { color-scheme: light; }` and the same for dark, so explicit
    /// appearances also switch form controls and `light-dark()`.
    private func appendColorSchemeRules(to out: inout TextBuffer) {
        guard let appearance = matrix.appearance, let light = matrix.lightContext, let dark = matrix.darkContext
        else { return }
        let name = CSSRule.attributeName(appearance.modifier)
        for (scheme, context) in [("light", light), ("dark", dark)] {
            out.append("\n[")
            out.append(text: name)
            out.append("=")
            out.append(text: CSSValueText.quoted(context))
            out.append("] {\n  color-scheme: ")
            out.append(text: scheme)
            out.append(";\n}\n")
        }
    }

    /// Whether two rules declare the same properties in the same order.
    private static func sameProperties(_ a: [CSSDeclaration], _ b: [CSSDeclaration]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.property == $1.property }
    }

    /// Properties whose value (or presence) differs between any two rules.
    private func varyingProperties(_ perRule: [[CSSDeclaration]]) -> Set<String> {
        if let first = perRule.first, perRule.allSatisfy({ Self.sameProperties($0, first) }) {
            // Every rule declares the same properties in the same order (every combination
            // defines the same tokens): compare position by position, without hashing.
            var varying: Set<String> = []
            for (i, d) in first.enumerated() where perRule.contains(where: { $0[i] != d }) {
                varying.insert(d.property)
            }
            if Set(first.map(\.property)).count == first.count { return varying }
        }
        // Per property: its first declaration, how many declarations name it, and whether any
        // differs from the first.
        var slots: [String: Int] = [:]
        var firsts: [CSSDeclaration] = []
        var counts: [Int] = []
        var differs: [Bool] = []
        for decls in perRule {
            for d in decls {
                if let slot = slots[d.property] {
                    counts[slot] += 1
                    if !differs[slot] && firsts[slot] != d { differs[slot] = true }
                } else {
                    slots[d.property] = firsts.count
                    firsts.append(d)
                    counts.append(1)
                    differs.append(false)
                }
            }
        }
        return Set(
            slots.compactMap { property, slot in differs[slot] || counts[slot] != perRule.count ? property : nil })
    }
}

extension TextBuffer {
    /// `selector {`, the lines `property: value;` (`color-scheme: light dark;` first when
    /// `schemeLine`), `}`, each line indented; a blank line before when `blankLine`.
    fileprivate mutating func appendRule(
        _ selector: String, _ declarations: [CSSDeclaration], wide: Bool, indent: String, blankLine: Bool,
        schemeLine: Bool = false
    ) {
        if blankLine { newline() }
        append(text: indent)
        append(text: selector)
        append(" {\n")
        if schemeLine {
            append(text: indent)
            append("  color-scheme: light dark;\n")
        }
        for d in declarations {
            append(text: indent)
            append("  ")
            append(text: d.property)
            append(": ")
            append(text: wide ? d.wide : d.hex)
            append(";\n")
        }
        append(text: indent)
        append("}\n")
    }
}
