import LiveryCore

/// A platform image type built from an image name (`UIImage(named:)`).
///
/// `String` adopts it too, so an image-name property can be bound directly.
///
/// DTCG has no image type: an image token is a `fontFamily` token whose one string is the
/// asset name, marked `{"dev.livery": {"kind": "image"}}` in `$extensions` (see
/// `ImageToken`). The older form, a string value of a type DTCG does not define
/// (`"type": "image"` in server payloads), is read too.
public protocol ThemeImageConvertible: ThemeTokenConvertible {
    /// The image named `name` for this theme, or `nil` when there is none.
    static func themeImage(named name: String) -> Self?
}

extension ThemeImageConvertible {
    /// The image the token names (`ResolvedToken/imageName`); `nil` for other tokens.
    public static func themeValue(from token: ResolvedToken, in theme: Theme) -> Self? {
        token.imageName.flatMap(themeImage(named:))
    }

    /// `"image name"`, the kind named when a token of another kind is bound.
    public static var themeTokenKind: String { "image name" }
}

extension String: ThemeImageConvertible {
    /// The name itself.
    public static func themeImage(named name: String) -> String? { name }
}
