/// A WCAG 2.x conformance level.
public enum WCAGLevel: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// WCAG level AA.
    case aa = "AA"
    /// WCAG level AAA.
    case aaa = "AAA"

    /// "AA" or "AAA".
    public var description: String { rawValue }
}

/// What a pair of colors is used for, which sets the contrast WCAG 2.x requires.
public enum ContrastUsage: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Body text (success criteria 1.4.3 and 1.4.6).
    case normalText = "normal text"
    /// Text of at least 18 pt, or 14 pt bold.
    case largeText = "large text"
    /// User-interface components and graphical objects (success criterion 1.4.11).
    case nonText = "non-text"

    /// "normal text", "large text" or "non-text".
    public var description: String { rawValue }
}

/// One WCAG 2.x contrast requirement: the minimum ratio for a usage at a level.
public struct ContrastRequirement: Sendable, Hashable {
    /// The conformance level the requirement belongs to.
    public let level: WCAGLevel
    /// What the colors are used for.
    public let usage: ContrastUsage
    /// The least contrast ratio that passes, compared unrounded.
    public let minimumRatio: Double
    /// The success criterion that sets it ("1.4.3").
    public let criterion: String

    /// AA, normal text: 4.5 (success criterion 1.4.3).
    public static let aaNormalText = ContrastRequirement(
        level: .aa, usage: .normalText, minimumRatio: 4.5, criterion: "1.4.3")
    /// AA, large text: 3 (success criterion 1.4.3).
    public static let aaLargeText = ContrastRequirement(
        level: .aa, usage: .largeText, minimumRatio: 3, criterion: "1.4.3")
    /// AAA, normal text: 7 (success criterion 1.4.6).
    public static let aaaNormalText = ContrastRequirement(
        level: .aaa, usage: .normalText, minimumRatio: 7, criterion: "1.4.6")
    /// AAA, large text: 4.5 (success criterion 1.4.6).
    public static let aaaLargeText = ContrastRequirement(
        level: .aaa, usage: .largeText, minimumRatio: 4.5, criterion: "1.4.6")
    /// AA, non-text: 3 (success criterion 1.4.11).
    public static let aaNonText = ContrastRequirement(level: .aa, usage: .nonText, minimumRatio: 3, criterion: "1.4.11")

    /// The requirements of WCAG 2.2: the one table of contrast thresholds in Livery (the audit's
    /// levels and `livery contrast` read theirs from it). Non-text contrast has no AAA criterion.
    public static let all: [ContrastRequirement] = [aaNormalText, aaLargeText, aaaNormalText, aaaLargeText, aaNonText]

    /// The requirement for `usage` at `level`, or `nil` where WCAG sets none (AAA non-text).
    public static func requirement(_ level: WCAGLevel, _ usage: ContrastUsage) -> ContrastRequirement? {
        all.first { $0.level == level && $0.usage == usage }
    }
}

extension ContrastUsage {
    /// The AA requirement of the usage; every usage has one.
    public var aa: ContrastRequirement {
        switch self {
        case .normalText: .aaNormalText
        case .largeText: .aaLargeText
        case .nonText: .aaNonText
        }
    }
}

/// How a contrast ratio fares against the WCAG 2.x requirements.
///
/// Ratios are compared unrounded, as WCAG requires: 4.499 fails AA for normal text.
///
/// ```swift
/// let verdict = ContrastVerdict(ratio: Color.contrastRatio(try Color(hex: "#767676"), .white))
/// verdict.aaNormal    // true  (4.54 ≥ 4.5)
/// verdict.aaaNormal   // false (4.54 < 7)
/// ```
public struct ContrastVerdict: Sendable, Hashable, CustomStringConvertible {
    /// The contrast ratio, 1 to 21.
    public let ratio: Double

    /// The verdict for a ratio computed elsewhere.
    public init(ratio: Double) { self.ratio = ratio }

    /// The verdict for `foreground` on `background` (see ``Color/contrastRatio(_:_:backdrop:)``).
    public init(_ foreground: Color, on background: Color, backdrop: Color = .white) {
        self.init(ratio: Color.contrastRatio(foreground, background, backdrop: backdrop))
    }

    /// Whether the ratio meets `level` for `usage`; `false` where WCAG sets no such requirement.
    public func passes(_ level: WCAGLevel, for usage: ContrastUsage) -> Bool {
        guard let requirement = ContrastRequirement.requirement(level, usage) else { return false }
        return ratio >= requirement.minimumRatio
    }

    /// AA, normal text: ≥ 4.5.
    public var aaNormal: Bool { passes(.aa, for: .normalText) }
    /// AAA, normal text: ≥ 7.
    public var aaaNormal: Bool { passes(.aaa, for: .normalText) }
    /// AA, large text: ≥ 3.
    public var aaLarge: Bool { passes(.aa, for: .largeText) }
    /// AAA, large text: ≥ 4.5.
    public var aaaLarge: Bool { passes(.aaa, for: .largeText) }
    /// AA, non-text (UI components, graphics): ≥ 3.
    public var nonText: Bool { passes(.aa, for: .nonText) }

    /// The best level met for `usage`, or `nil` when even AA fails.
    public func level(for usage: ContrastUsage) -> WCAGLevel? {
        WCAGLevel.allCases.reversed().first { passes($0, for: usage) }
    }

    /// `4.54:1 (AA normal text, AAA large text)`.
    public var description: String {
        let rounded = (ratio * 100).rounded(.down) / 100
        let met = ContrastRequirement.all.filter { ratio >= $0.minimumRatio }.map { "\($0.level) \($0.usage)" }
        return "\(rounded):1" + (met.isEmpty ? " (fails)" : " (\(met.joined(separator: ", ")))")
    }
}
