import LiveryCore

/// A WCAG 2 contrast success criterion as `livery contrast` names it: one of LiveryCore's
/// ``ContrastRequirement/all``, with the `--require` word that selects it.
///
/// ``all`` is the table `livery contrast` reports and `--require` chooses from, ordered by
/// usage, then level: `aa`, `aaa`, `aa-large`, `aaa-large`, `non-text`.
struct ContrastCriterion: Sendable, Hashable {
    /// The WCAG requirement (level, usage, minimum ratio), from LiveryCore's one table.
    var requirement: ContrastRequirement

    /// The `--require` value that selects this criterion.
    var id: String {
        requirement.usage == .nonText
            ? "non-text" : requirement.level.rawValue.lowercased() + (requirement.usage == .largeText ? "-large" : "")
    }
    /// The kind of content the minimum applies to.
    var content: ContrastUsage { requirement.usage }
    /// `AA` or `AAA`.
    var level: String { requirement.level.rawValue }
    /// The minimum ratio, met when the exact ratio is at least this.
    var minimum: Double { requirement.minimumRatio }

    /// LiveryCore's WCAG 2.2 requirements, ordered by usage, then level.
    static let all: [ContrastCriterion] = ContrastUsage.allCases.flatMap { usage in
        WCAGLevel.allCases.compactMap { ContrastRequirement.requirement($0, usage).map(ContrastCriterion.init) }
    }

    /// Whether `ratio` meets the minimum. The exact ratio is compared: 4.499 fails AA.
    func isMet(by ratio: Double) -> Bool { ContrastVerdict(ratio: ratio).passes(requirement.level, for: content) }
}

extension ContrastUsage {
    /// How text reports name it: `normal text`.
    var label: String { description }

    /// The key of the usage in `livery contrast --json`: `normalText`, `largeText`, `nonText`.
    var jsonKey: String {
        let words = rawValue.split(separator: " ").flatMap { $0.split(separator: "-") }
        return words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
    }
}
