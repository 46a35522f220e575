import LiveryCore

/// A platform image type built from an image name (`UIImage(named:)`).
///
/// Image tokens are not a DTCG type: they are tokens of any non-standard type (the engine's
/// payloads use `"image"`) whose value is a string, the asset name for that theme.
public protocol ThemeImageConvertible: ThemeTokenConvertible {
    init?(themeImageNamed name: String)
}

extension ThemeImageConvertible {
    public static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self? {
        if case .opaque(.string(let name)) = token.value { return Self(themeImageNamed: name) }
        return nil
    }

    public static var themeTokenKind: String { "image name" }
}

extension String: ThemeImageConvertible {
    public init?(themeImageNamed name: String) { self = name }
}
