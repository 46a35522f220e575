extension Color: CustomStringConvertible {
    /// The color in a CSS-like form: `oklch(0.5 0.1 none / 0.5)`; alpha shown only when not 1.
    public var description: String {
        let values = [components.x, components.y, components.z].map { $0.isNaN ? "none" : "\($0)" }
        let alphaText = alpha == 1 ? "" : " / \(alpha)"
        return "\(space.rawValue)(\(values.joined(separator: " "))\(alphaText))"
    }
}
