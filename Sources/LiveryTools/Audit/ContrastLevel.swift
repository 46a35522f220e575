import LiveryCore

/// A named WCAG contrast level a pair can require instead of a number.
///
/// Each level has the WCAG 2 AA minimum as its default; a requirements file can raise it per
/// context (a high-contrast context asking 7 for text, say) — see ``ContrastRequirements``.
public enum ContrastLevel: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Body text: 4.5 : 1 by default (WCAG 1.4.3).
    case text
    /// Large text (18 pt, or 14 pt bold): 3 : 1 by default.
    case largeText = "large-text"
    /// Icons, borders, focus rings and other graphical objects: 3 : 1 by default (WCAG 1.4.11).
    case nonText = "non-text"

    /// The WCAG usage the level stands for (`ContrastUsage.normalText` for `text`).
    public var usage: ContrastUsage {
        switch self {
        case .text: .normalText
        case .largeText: .largeText
        case .nonText: .nonText
        }
    }

    /// The minimum ratio when no context raises it: LiveryCore's AA requirement for ``usage``.
    public var defaultMinimum: Double { usage.aa.minimumRatio }

    /// The name as written in a pairs file.
    public var description: String { rawValue }
}

/// What one pair requires: a ratio, or a named level whose ratio depends on the context.
public enum ContrastMinimum: Sendable, Hashable, CustomStringConvertible {
    /// A ratio written as a number (`4.5`).
    case ratio(Double)
    /// A named level (`text`, `large-text`, `non-text`), its value per context.
    case level(ContrastLevel)

    /// Reads a number (`4.5`) or a level name (`"text"`); `nil` for anything else.
    public init?(json: JSONValue) {
        if let number = json.numberValue, number >= 1, number <= 21 {
            self = .ratio(number)
        } else if let name = json.stringValue, let level = ContrastLevel(rawValue: name) {
            self = .level(level)
        } else {
            return nil
        }
    }

    /// The minimum as written in a pairs file: a number or a level name.
    public var json: JSONValue {
        switch self {
        case .ratio(let r): .number(r)
        case .level(let l): .string(l.rawValue)
        }
    }

    public var description: String {
        switch self {
        case .ratio(let r): JSONWriter.number(r)
        case .level(let l): l.rawValue
        }
    }
}
