extension TokenValue {
    public var duration: TokenDuration? {
        if case .duration(let value) = self { return value }
        return nil
    }

    public var cubicBezier: CubicBezier? {
        if case .cubicBezier(let value) = self { return value }
        return nil
    }

    public var strokeStyle: StrokeStyle? {
        if case .strokeStyle(let value) = self { return value }
        return nil
    }

    public var fontFamily: [String]? {
        if case .fontFamily(let value) = self { return value }
        return nil
    }

    public var fontWeight: Double? {
        if case .fontWeight(let value) = self { return value }
        return nil
    }

    /// The layers of a shadow value.
    public var shadows: [Shadow]? {
        if case .shadow(let value) = self { return value }
        return nil
    }

    public var gradientStops: [GradientStop]? {
        if case .gradient(let value) = self { return value }
        return nil
    }

    public var typography: Typography? {
        if case .typography(let value) = self { return value }
        return nil
    }

    public var border: Border? {
        if case .border(let value) = self { return value }
        return nil
    }

    public var transition: Transition? {
        if case .transition(let value) = self { return value }
        return nil
    }
}
