extension TokenTypeDescriptor {
    /// `border`: `{color, width, style}`, each a literal or a reference to a token of that type.
    static let border = TokenTypeDescriptor(type: .border) { json, reader in
        guard let object = reader.object(json, of: .border) else { return nil }
        reader.checkMembers(object, allowed: ["color", "width", "style"], of: .border)
        let color = reader.member(object, "color", as: .color)?.color
        let width = reader.member(object, "width", as: .dimension)?.dimension
        let style = reader.member(object, "style", as: .strokeStyle)?.strokeStyle
        guard let color, let width, let style else { return nil }
        return .border(Border(color: color, width: width, style: style))
    }

    /// `transition`: `{duration, delay, timingFunction}`.
    static let transition = TokenTypeDescriptor(type: .transition) { json, reader in
        guard let object = reader.object(json, of: .transition) else { return nil }
        reader.checkMembers(object, allowed: ["duration", "delay", "timingFunction"], of: .transition)
        let duration = reader.member(object, "duration", as: .duration)?.duration
        let delay = reader.member(object, "delay", as: .duration)?.duration
        let timing = reader.member(object, "timingFunction", as: .cubicBezier)?.cubicBezier
        guard let duration, let delay, let timing else { return nil }
        return .transition(Transition(duration: duration, delay: delay, timingFunction: timing))
    }
}
