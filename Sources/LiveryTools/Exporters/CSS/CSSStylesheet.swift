import LiveryCore

/// Writes one stylesheet: the rules of `CSSRule/rules(for:)`, each with its combination's
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

    /// The stylesheet's UTF-8 text.
    func render() -> [UInt8] {
        let rules = CSSRule.rules(for: matrix).filter(includes)
        let perRule = rules.map { declarations($0.cell) }
        let varying = varyingProperties(perRule)
        var out: [UInt8] = []
        out.reserveCapacity(perRule.reduce(header.utf8.count) { $0 + $1.count * 48 })
        func text(_ string: String) { JSONWriter.appendRaw(string, into: &out) }
        func literal(_ string: StaticString) { JSONWriter.appendLiteral(string, into: &out) }
        /// `selector {`, the lines `property: value;`, `}`, each line indented.
        func block(_ selector: String, _ decls: [CSSDeclaration], wide: Bool, indent: String, blankLine: Bool,
                   schemeLine: Bool = false) {
            if blankLine { literal("\n") }
            text(indent)
            text(selector)
            literal(" {\n")
            if schemeLine {
                text(indent)
                literal("  color-scheme: light dark;\n")
            }
            for d in decls {
                text(indent)
                literal("  ")
                text(d.property)
                literal(": ")
                text(wide ? d.wide : d.hex)
                literal(";\n")
            }
            text(indent)
            literal("}\n")
        }
        text(header)
        var openMedia: String?
        for (i, rule) in rules.enumerated() {
            let decls = i == 0 ? perRule[i] : perRule[i].filter { varying.contains($0.property) }
            let schemeLine = i == 0 && matrix.lightContext != nil && matrix.darkContext != nil
            if decls.isEmpty && !schemeLine { continue }
            var opensMedia = false
            if rule.media != openMedia {
                if openMedia != nil { literal("}\n") }
                if let media = rule.media {
                    literal("\n@media ")
                    text(media)
                    literal(" {\n")
                }
                openMedia = rule.media
                opensMedia = rule.media != nil
            }
            let indent = rule.media == nil ? "" : "  "
            block(rule.selector, decls, wide: false, indent: indent, blankLine: !opensMedia, schemeLine: schemeLine)
            let wide = decls.filter(\.hasWideGamut)
            if !wide.isEmpty {
                text(indent)
                literal("@supports (color: color(display-p3 1 1 1)) {\n")
                block(rule.selector, wide, wide: true, indent: indent + "  ", blankLine: false)
                text(indent)
                literal("}\n")
            }
            if i == 0 { text(colorSchemeRules()) }
        }
        if openMedia != nil { literal("}\n") }
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
        return Set(slots.compactMap { property, slot in differs[slot] || counts[slot] != perRule.count ? property : nil })
    }
}
