/// One component of a color space as DTCG 2025.10 describes it: a name and the values it may take.
public struct ColorComponent: Sendable, Hashable, CustomStringConvertible {
    /// The component's name as the DTCG color module writes it ("Red", "Saturation", "Hue").
    public let name: String
    /// The values a DTCG file may give this component.
    public let range: ComponentRange

    /// A component named `name` taking values in `range`.
    public init(_ name: String, _ range: ComponentRange) {
        self.name = name
        self.range = range
    }

    /// Whether the component is a hue angle in degrees.
    public var isHue: Bool { range == .hue }

    /// `Saturation 0–100`.
    public var description: String { "\(name) \(range)" }
}

/// The values a color component may take in a DTCG file.
public enum ComponentRange: Sendable, Hashable, CustomStringConvertible {
    /// `lower…upper`, both ends included.
    case closed(Double, Double)
    /// A hue angle in degrees: 0 included, 360 excluded.
    case hue
    /// `lower` or more, with no upper bound (chroma).
    case atLeast(Double)
    /// Any finite number (Lab a and b).
    case unbounded

    /// Whether `value` (a finite number) lies in the range, or beyond an end by no more than
    /// `tolerance` (an included end) — so that floating-point noise such as OKLab white's
    /// L = 1.0000000000000002 reads back. The excluded end of a hue stays excluded.
    public func contains(_ value: Double, tolerance: Double = 0) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .closed(let lower, let upper): return lower - tolerance <= value && value <= upper + tolerance
        case .hue: return -tolerance <= value && value < 360
        case .atLeast(let lower): return lower - tolerance <= value
        case .unbounded: return true
        }
    }

    /// Whether the range has no upper end (chroma, Lab a and b): a number in it may be too large
    /// to convert to another space.
    package var isOpenEnded: Bool {
        switch self {
        case .atLeast, .unbounded: true
        case .closed, .hue: false
        }
    }

    /// A tolerance for floating-point noise: 1e-9 of the span (of 1 for unbounded ranges).
    public var noiseTolerance: Double {
        switch self {
        case .closed(let lower, let upper): (upper - lower) * 1e-9
        case .hue: 360e-9
        case .atLeast, .unbounded: 1e-9
        }
    }

    /// `0–1`, `0–360 (360 excluded)`, `≥ 0`, `any number`.
    public var description: String {
        switch self {
        case .closed(let lower, let upper): "\(Self.format(lower))–\(Self.format(upper))"
        case .hue: "0–360 (360 excluded)"
        case .atLeast(let lower): "≥ \(Self.format(lower))"
        case .unbounded: "any number"
        }
    }

    private static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}
