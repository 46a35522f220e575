import LiveryCore

/// Compares the verdicts of declared contrast pairs on the two sides of a diff, with the
/// measurement `livery audit` uses (``ContrastRequirements/required(_:in:)`` for the minimum,
/// a translucent background composited over each backdrop).
enum ContrastComparison {
    /// The pairs of `requirements` whose verdict flipped in the context `new` (compared with
    /// `old`, which may lack the context). A pair that cannot be measured on the new side (a
    /// token missing or not a color) is left out: the token change already says why.
    static func flips(
        _ requirements: ContrastRequirements, old: ThemeSnapshot?, new: ThemeSnapshot
    ) -> [ContrastChange] {
        var flips: [ContrastChange] = []
        let input = new.theme.input
        for pair in requirements.pairs where pair.applies(to: input) {
            let required = requirements.required(pair, in: input)
            let backdrops: [String?] = pair.over.isEmpty ? [nil] : pair.over.map { $0 }
            for backdrop in backdrops {
                guard let newRatio = ratio(pair, over: backdrop, in: new) else { continue }
                let oldRatio = old.flatMap { ratio(pair, over: backdrop, in: $0) }
                let passes = newRatio >= required
                let passed = oldRatio.map { $0 >= required }
                let kind: ContrastChange.Kind
                switch (passed, passes) {
                case (true?, false), (nil, false): kind = .newlyFails
                case (false?, true): kind = .newlyPasses
                default: continue
                }
                flips.append(
                    ContrastChange(
                        kind: kind, foreground: pair.foreground, background: pair.background, backdrop: backdrop,
                        pair: pair.path, oldRatio: oldRatio, newRatio: newRatio, required: required))
            }
        }
        return flips
    }

    /// The problems of pairs naming a token that neither side defines anywhere.
    static func unknownTokens(
        _ requirements: ContrastRequirements, old: Resolver, new: Resolver
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func check(_ name: String, path: String) {
            guard old.names.id(for: name) == nil, new.names.id(for: name) == nil else { return }
            problems.append(.error("no token \"\(name)\" on either side", file: requirements.file, path: path))
        }
        for pair in requirements.pairs {
            check(pair.foreground, path: "\(pair.path).foreground")
            check(pair.background, path: "\(pair.path).background")
            for (index, name) in pair.over.enumerated() { check(name, path: "\(pair.path).over[\(index)]") }
        }
        return problems
    }

    private static func ratio(_ pair: ContrastPair, over backdrop: String?, in snapshot: ThemeSnapshot) -> Double? {
        guard let foreground = snapshot.color(pair.foreground), let background = snapshot.color(pair.background)
        else { return nil }
        guard let backdrop else { return ContrastMeasure.ratio(foreground, on: background) }
        guard let color = snapshot.color(backdrop) else { return nil }
        return ContrastMeasure.ratio(foreground, on: background, over: color)
    }
}
