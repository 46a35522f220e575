/// The resolved value of a token: every reference replaced by what it points to.
///
/// One case per standard DTCG type; composite types are small structs of their own
/// (``Border``, ``Shadow``, ``Typography``, …). Values of unknown types are kept verbatim.
public enum TokenValue: Sendable, Hashable {
    case color(Color)
    case dimension(Dimension)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(TokenDuration)
    case cubicBezier(CubicBezier)
    case number(Double)
    case strokeStyle(StrokeStyle)
    case border(Border)
    case transition(Transition)
    /// A shadow token holds one shadow or a list of layered shadows; both read as a list.
    case shadow([Shadow])
    case gradient([GradientStop])
    case typography(Typography)
    /// A value of a type the format does not define, kept as written.
    case opaque(JSONValue)
}

extension TokenValue {
    public var color: Color? {
        if case .color(let c) = self { return c }
        return nil
    }

    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    public var dimension: Dimension? {
        if case .dimension(let d) = self { return d }
        return nil
    }
}

/// A DTCG dimension: a number and a unit (`px` or `rem`).
public struct Dimension: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable, CaseIterable { case px, rem }
    public var value: Double
    public var unit: Unit
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// A DTCG duration: a number and a unit (`ms` or `s`).
public struct TokenDuration: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable, CaseIterable { case ms, s }
    public var value: Double
    public var unit: Unit
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value : value / 1000 }
}

/// A DTCG cubic Bézier easing curve `[x1, y1, x2, y2]`; x values lie in 0…1.
public struct CubicBezier: Sendable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }
}

/// A DTCG stroke style: a keyword, or a dash pattern with a line cap.
public enum StrokeStyle: Sendable, Hashable {
    public enum Keyword: String, Sendable, Hashable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }
    public enum LineCap: String, Sendable, Hashable, CaseIterable { case round, butt, square }
    case keyword(Keyword)
    case dashed(dashArray: [Dimension], lineCap: LineCap)
}

/// A DTCG border: color, width and style.
public struct Border: Sendable, Hashable {
    public var color: Color
    public var width: Dimension
    public var style: StrokeStyle
    public init(color: Color, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A DTCG transition: duration, delay and timing function.
public struct Transition: Sendable, Hashable {
    public var duration: TokenDuration
    public var delay: TokenDuration
    public var timingFunction: CubicBezier
    public init(duration: TokenDuration, delay: TokenDuration, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One DTCG shadow layer.
public struct Shadow: Sendable, Hashable {
    public var color: Color
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    public var inset: Bool
    public init(
        color: Color, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension,
        inset: Bool = false
    ) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// One stop of a DTCG gradient; `position` lies in 0…1.
public struct GradientStop: Sendable, Hashable {
    public var color: Color
    public var position: Double
    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}

/// A DTCG typography value.
public struct Typography: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: Dimension
    public var fontWeight: Double
    /// Missing in some real-world files (a warning in the default mode, an error when strict).
    public var letterSpacing: Dimension?
    /// A multiplier of the font size; missing in some real-world files.
    public var lineHeight: Double?
    public init(
        fontFamily: [String], fontSize: Dimension, fontWeight: Double, letterSpacing: Dimension? = nil,
        lineHeight: Double? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
