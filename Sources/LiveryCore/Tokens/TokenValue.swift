/// The resolved value of a token: every reference replaced by what it points to.
///
/// One case per standard DTCG type; composite types are small structs of their own
/// (``Border``, ``Shadow``, ``Typography``, …). Values of unknown types are kept verbatim.
public enum TokenValue: Sendable, Hashable {
    /// A `color` value.
    case color(Color)
    /// A `dimension` value.
    case dimension(Dimension)
    /// A `fontFamily` value: names, most preferred first.
    case fontFamily([String])
    /// A `fontWeight` value, 1…1000 (keywords read as numbers).
    case fontWeight(Double)
    /// A `duration` value.
    case duration(TokenDuration)
    /// A `cubicBezier` value.
    case cubicBezier(CubicBezier)
    /// A `number` value.
    case number(Double)
    /// A `strokeStyle` value.
    case strokeStyle(StrokeStyle)
    /// A `border` value.
    case border(Border)
    /// A `transition` value.
    case transition(Transition)
    /// A shadow token holds one shadow or a list of layered shadows; both read as a list.
    case shadow([Shadow])
    /// A `gradient` value: its stops in order.
    case gradient([GradientStop])
    /// A `typography` value.
    case typography(Typography)
    /// A value of a type the format does not define, kept as written.
    case opaque(JSONValue)
}

extension TokenValue {
    /// The color, when the value is one.
    public var color: Color? {
        if case .color(let c) = self { return c }
        return nil
    }

    /// The number, when the value is one.
    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The dimension, when the value is one.
    public var dimension: Dimension? {
        if case .dimension(let d) = self { return d }
        return nil
    }
}

/// A DTCG dimension: a number and a unit (`px` or `rem`).
public struct Dimension: Sendable, Hashable {
    /// A dimension's unit: CSS pixels or root ems.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Pixels (`16px`).
        case px
        /// Multiples of the root font size (`1rem`).
        case rem
    }
    /// The number of units.
    public var value: Double
    /// The unit.
    public var unit: Unit
    /// `value` of `unit`.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// A DTCG duration: a number and a unit (`ms` or `s`).
public struct TokenDuration: Sendable, Hashable {
    /// A duration's unit: milliseconds or seconds.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Milliseconds (`200ms`).
        case ms
        /// Seconds (`0.2s`).
        case s
    }
    /// The number of units.
    public var value: Double
    /// The unit.
    public var unit: Unit
    /// `value` of `unit`.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value : value / 1000 }
}

/// A DTCG cubic Bézier easing curve `[x1, y1, x2, y2]`; x values lie in 0…1.
public struct CubicBezier: Sendable, Hashable {
    /// The control points (x1, y1) and (x2, y2).
    public var x1: Double, y1: Double, x2: Double, y2: Double
    /// The curve of control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }
}

/// A DTCG stroke style: a keyword, or a dash pattern with a line cap.
public enum StrokeStyle: Sendable, Hashable {
    /// A line style keyword, as CSS `border-style` names them.
    public enum Keyword: String, Sendable, Hashable, CaseIterable {
        /// The line style of that name.
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }
    /// How a dash ends, as CSS `stroke-linecap` names them.
    public enum LineCap: String, Sendable, Hashable, CaseIterable {
        /// Dashes end in a half circle.
        case round
        /// Dashes end flat at their length.
        case butt
        /// Dashes end flat, extended by half the stroke width.
        case square
    }
    /// A line style by keyword.
    case keyword(Keyword)
    /// Dashes of `dashArray` lengths (dash, gap, …), ending with `lineCap`.
    case dashed(dashArray: [Dimension], lineCap: LineCap)
}

/// A DTCG border: color, width and style.
public struct Border: Sendable, Hashable {
    /// The border's color.
    public var color: Color
    /// The border's width.
    public var width: Dimension
    /// The border's line style.
    public var style: StrokeStyle
    /// A border of `color`, `width` and `style`.
    public init(color: Color, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A DTCG transition: duration, delay and timing function.
public struct Transition: Sendable, Hashable {
    /// How long the transition runs.
    public var duration: TokenDuration
    /// How long it waits before starting.
    public var delay: TokenDuration
    /// Its easing curve.
    public var timingFunction: CubicBezier
    /// A transition of `duration` after `delay`, eased by `timingFunction`.
    public init(duration: TokenDuration, delay: TokenDuration, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One DTCG shadow layer.
public struct Shadow: Sendable, Hashable {
    /// The shadow's color.
    public var color: Color
    /// The horizontal offset.
    public var offsetX: Dimension
    /// The vertical offset.
    public var offsetY: Dimension
    /// The blur radius.
    public var blur: Dimension
    /// How far the shadow spreads beyond the shape.
    public var spread: Dimension
    /// Whether the shadow is drawn inside the shape.
    public var inset: Bool
    /// A shadow of `color`, offset by `offsetX`/`offsetY`, blurred by `blur`, spread by `spread`, inside when `inset`.
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
    /// The stop's color.
    public var color: Color
    /// Where it stands along the gradient, 0…1.
    public var position: Double
    /// A stop of `color` at `position`.
    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}

/// A DTCG typography value.
public struct Typography: Sendable, Hashable {
    /// Font names, most preferred first.
    public var fontFamily: [String]
    /// The font size.
    public var fontSize: Dimension
    /// The font weight, 1…1000.
    public var fontWeight: Double
    /// Missing in some real-world files (a warning in the default mode, an error when strict).
    public var letterSpacing: Dimension?
    /// A multiplier of the font size; missing in some real-world files.
    public var lineHeight: Double?
    /// A typography value of font family, size and weight, with letter spacing and line height when given.
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
