import LiveryCore

/// Writes one stylesheet: the rules of ``CSSRule/rules(for:)``, each with its combination's
/// declarations, wide-gamut colors repeated under `@supports (color: color(display-p3 1 1 1))`
/// right after the rule they belong to (so they win exactly where the hex values would).
struct CSSStylesheet {
    let matrix: ExportMatrix
    let header: String
    /// The declarations of one combination, every token included.
    let declarations: (ExportMatrix.Cell) -> [CSSDeclaration]
    /// Which rules to write; the light-dark sheet drops the dark rules when `light-dark()`
    /// carries every difference.
    var includes: (CSSRule) -> Bool = { _ in true }

    func render() -> String {
        let rules = CSSRule.rules(for: matrix).filter(includes)
        let perRule = rules.map { declarations($0.cell) }
        let varying = varyingProperties(perRule)
        var out = header
        var openMedia: String?
        for (i, rule) in rules.enumerated() {
            let decls = i == 0 ? perRule[i] : perRule[i].filter { varying.contains($0.property) }
            var prefix: [String] = []
            if i == 0, matrix.lightContext != nil, matrix.darkContext != nil { prefix = ["color-scheme: light dark;"] }
            if decls.isEmpty && prefix.isEmpty { continue }
            var opensMedia = false
            if rule.media != openMedia {
                if openMedia != nil { out += "}\n" }
                if let media = rule.media { out += "\n@media \(media) {\n" }
                openMedia = rule.media
                opensMedia = rule.media != nil
            }
            let indent = rule.media == nil ? "" : "  "
            out += block(
                rule.selector, prefix + decls.map { "\($0.property): \($0.hex);" }, indent: indent, blankLine: !opensMedia)
            let wide = decls.filter(\.hasWideGamut)
            if !wide.isEmpty {
                out += "\(indent)@supports (color: color(display-p3 1 1 1)) {\n"
                out += block(rule.selector, wide.map { "\($0.property): \($0.wide);" }, indent: indent + "  ", blankLine: false)
                out += "\(indent)}\n"
            }
            if i == 0 { out += colorSchemeRules() }
        }
        if openMedia != nil { out += "}\n" }
        return out
    }

    private func block(_ selector: String, _ lines: [String], indent: String, blankLine: Bool = true) -> String {
        var out = blankLine ? "\n" : ""
        out += "\(indent)\(selector) {\n"
        for line in lines { out += "\(indent)  \(line)\n" }
        return out + "\(indent)}\n"
    }

    /// `[data-theme="light"] { color-scheme: light; }` and the same for dark, so explicit
    /// appearances also switch form controls and `light-dark()`.
    private func colorSchemeRules() -> String {
        guard let appearance = matrix.appearance, let light = matrix.lightContext, let dark = matrix.darkContext
        else { return "" }
        let name = CSSRule.attributeName(appearance.modifier)
        return [("light", light), ("dark", dark)].map { scheme, context in
            block("[\(name)=\(CSSValueText.quoted(context))]", ["color-scheme: \(scheme);"], indent: "")
        }.joined()
    }

    /// Properties whose value (or presence) differs between any two rules.
    private func varyingProperties(_ perRule: [[CSSDeclaration]]) -> Set<String> {
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
        return Set(slots.compactMap { property, slot in differs[slot] || counts[slot] != perRule.count ? property : nil })
    }
}
