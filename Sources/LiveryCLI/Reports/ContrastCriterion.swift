/// A WCAG 2 contrast success criterion: a kind of content, a conformance level and the
/// minimum ratio it needs.
///
/// ``all`` is the table `livery contrast` reports and `--require` chooses from.
struct ContrastCriterion: Sendable, Hashable {
    /// The kind of content the minimum applies to.
    enum Content: String, Sendable, Hashable, CaseIterable {
        case normalText
        case largeText
        case nonText

        /// How text reports name it.
        var label: String {
            switch self {
            case .normalText: "normal text"
            case .largeText: "large text"
            case .nonText: "non-text"
            }
        }
    }

    /// The `--require` value that selects this criterion.
    var id: String
    var content: Content
    /// `AA` or `AAA`.
    var level: String
    /// The minimum ratio, met when the exact ratio is at least this.
    var minimum: Double

    /// WCAG 2.2: 1.4.3 (AA), 1.4.6 (AAA) and 1.4.11 (non-text, AA).
    static let all: [ContrastCriterion] = [
        ContrastCriterion(id: "aa", content: .normalText, level: "AA", minimum: 4.5),
        ContrastCriterion(id: "aaa", content: .normalText, level: "AAA", minimum: 7),
        ContrastCriterion(id: "aa-large", content: .largeText, level: "AA", minimum: 3),
        ContrastCriterion(id: "aaa-large", content: .largeText, level: "AAA", minimum: 4.5),
        ContrastCriterion(id: "non-text", content: .nonText, level: "AA", minimum: 3),
    ]

    /// Whether `ratio` meets the minimum. The exact ratio is compared: 4.499 fails AA.
    func isMet(by ratio: Double) -> Bool { ratio >= minimum }
}
