import LiveryCore

/// The tokens of the derived context and the color slot each one reads.
struct DerivationPlan {
    struct Token {
        var name: String
        var kind: DerivedTokenReport.Kind
        /// The name the output refers to: a source reference kept, or a kept target reference.
        var reference: String?
        var slot: Int
    }

    private let input: DeriveInput
    private(set) var tokens: [Token] = []
    var slots: [ColorSlot] = []
    private var slotByName: [String: Int] = [:]

    init(input: DeriveInput, options: ThemeDerivation.Options) {
        self.input = input
        let colorNames = input.source.tokens.filter { entry in
            entry.token.type == .color && (input.scope?.contains(entry.name) ?? true)
        }.map(\.name)
        let output = Set(colorNames)
        func isKept(_ name: String) -> Bool {
            guard !options.overwrite, let target = input.target, target[name]?.value.color != nil else { return false }
            return input.targetDefined?.contains(name) ?? true
        }
        // First pass: each token's kind and the name its color comes from.
        // `reference` is what the file writes; `follow` is set when the color comes from
        // another derived token (a reference out of the scope reads a fixed color instead).
        var kinds: [String: (kind: DerivedTokenReport.Kind, reference: String?, follow: String?)] = [:]
        for name in colorNames {
            if isKept(name) {
                let referred = input.targetAliases[name]
                kinds[name] = (.kept, referred, referred.flatMap { output.contains($0) ? $0 : nil })
            } else if let referred = input.sourceAliases[name] {
                kinds[name] = output.contains(referred) ? (.reference, referred, referred) : (.baked, nil, nil)
            } else {
                kinds[name] = (.derived, nil, nil)
            }
        }
        // Second pass: follow references to the token holding the value (cycles read as literals).
        for name in colorNames {
            var chain: [String] = []
            var current = name
            var seen: Set<String> = []
            while let next = kinds[current]?.follow, seen.insert(current).inserted, slotByName[current] == nil {
                chain.append(current)
                current = next
            }
            let slot = slotByName[current] ?? makeSlot(for: current, kind: kinds[current]?.kind ?? .derived, options)
            for link in chain + [current] where slotByName[link] == nil { slotByName[link] = slot }
        }
        tokens = colorNames.map { name in
            Token(name: name, kind: kinds[name]?.kind ?? .derived, reference: kinds[name]?.reference,
                slot: slotByName[name] ?? 0)
        }
    }

    private mutating func makeSlot(for name: String, kind: DerivedTokenReport.Kind, _ options: ThemeDerivation.Options)
        -> Int
    {
        let source = input.source[name]?.value.color ?? Color(.srgb, 0, 0, 0)
        if kind == .kept, let existing = input.target?[name]?.value.color {
            slots.append(ColorSlot(fixed: existing))
        } else {
            slots.append(ColorSlot(derived: options.strategy.map(OKLCHValue(source)), alpha: source.alpha))
        }
        slotByName[name] = slots.count - 1
        return slots.count - 1
    }

    /// The slot of any color token a pair names: derived tokens have theirs; other tokens are
    /// fixed at their value in the target context (else the source).
    mutating func slot(for name: String) -> Int {
        if let slot = slotByName[name] { return slot }
        let color = input.target?[name]?.value.color ?? input.source[name]?.value.color ?? Color(.srgb, 0, 0, 0)
        slots.append(ColorSlot(fixed: color))
        slotByName[name] = slots.count - 1
        return slots.count - 1
    }

    /// The derived context as a DTCG document, tokens in the source's order.
    var document: JSONValue {
        var tree = TokenTreeBuilder()
        for token in tokens {
            var object = JSONObject()
            object["$type"] = "color"
            object["$value"] = token.reference.map { .string("{\($0)}") } ?? slots[token.slot].color.dtcg
            tree.addToken(token.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init), object)
        }
        return tree.document
    }

    func tokenReports(pairs: [DerivedPairResult]) -> [DerivedTokenReport] {
        var satisfied: [String: [String]] = [:]
        for result in pairs where result.passed {
            for name in Set([result.pair.foreground, result.pair.background] + result.pair.over) {
                satisfied[name, default: []].append(result.pair.path)
            }
        }
        return tokens.map { token in
            let old = input.sourceAliases[token.name].map { "{\($0)}" } ?? (input.source[token.name]?.value.color?.hex ?? "")
            let new = token.reference.map { "{\($0)}" } ?? slots[token.slot].color.hex
            return DerivedTokenReport(
                name: token.name, kind: token.kind, old: old, new: new,
                adjusted: token.reference == nil && slots[token.slot].adjusted, satisfies: satisfied[token.name] ?? [])
        }
    }
}
