/// Typed access to the payload of each case, for tests and tools.
extension TokenValue {
    /// The value when it is a `duration`, otherwise `nil`.
    public var duration: TokenDuration? {
        if case .duration(let value) = self { return value }
        return nil
    }

    /// The value when it is a `cubicBezier`, otherwise `nil`.
    public var cubicBezier: CubicBezier? {
        if case .cubicBezier(let value) = self { return value }
        return nil
    }

    /// The value when it is a `strokeStyle`, otherwise `nil`.
    public var strokeStyle: StrokeStyle? {
        if case .strokeStyle(let value) = self { return value }
        return nil
    }

    /// The value when it is a `fontFamily`, otherwise `nil`.
    public var fontFamily: [String]? {
        if case .fontFamily(let value) = self { return value }
        return nil
    }

    /// The value when it is a `fontWeight`, otherwise `nil`.
    public var fontWeight: Double? {
        if case .fontWeight(let value) = self { return value }
        return nil
    }

    /// The layers of a shadow value.
    /// The value when it is a `shadows`, otherwise `nil`.
    public var shadows: [Shadow]? {
        if case .shadow(let value) = self { return value }
        return nil
    }

    /// The value when it is a `gradientStops`, otherwise `nil`.
    public var gradientStops: [GradientStop]? {
        if case .gradient(let value) = self { return value }
        return nil
    }

    /// The value when it is a `typography`, otherwise `nil`.
    public var typography: Typography? {
        if case .typography(let value) = self { return value }
        return nil
    }

    /// The value when it is a `border`, otherwise `nil`.
    public var border: Border? {
        if case .border(let value) = self { return value }
        return nil
    }

    /// The value when it is a `transition`, otherwise `nil`.
    public var transition: Transition? {
        if case .transition(let value) = self { return value }
        return nil
    }
}
