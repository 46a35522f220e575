import LiveryCore

/// A platform image type built from an image name (`UIImage(named:)`).
///
/// `String` adopts it too, so an image-name property can be bound directly.
///
/// Image tokens are not a DTCG type: they are tokens of any non-standard type (the engine's
/// payloads use `"image"`) whose value is a string, the asset name for that theme.
public protocol ThemeImageConvertible: ThemeTokenConvertible {
    static func themeImage(named name: String) -> Self?
}

extension ThemeImageConvertible {
    public static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self? {
        if case .opaque(.string(let name)) = token.value { return themeImage(named: name) }
        return nil
    }

    public static var themeTokenKind: String { "image name" }
}

extension String: ThemeImageConvertible {
    public static func themeImage(named name: String) -> String? { name }
}
