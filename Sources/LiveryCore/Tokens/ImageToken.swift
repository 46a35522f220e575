/// Images per theme in strict DTCG: a `fontFamily` token whose value is one string, the asset
/// name, marked as an image in Livery's `$extensions` namespace.
///
/// DTCG 2025.10 has no image, asset or string type, and `validate --strict` rejects a
/// `$type` it does not define. `fontFamily` is the one standard type whose value is a plain
/// string, so it carries the name; the extension tells every Livery tool that the string
/// names an image, not a font:
///
/// ```json
/// "icon": {
///   "logo": {
///     "$type": "fontFamily",
///     "$value": "logo-light",
///     "$extensions": { "dev.livery": { "kind": "image" } }
///   }
/// }
/// ```
///
/// Per-context values work as for any token. An alias (`"{icon.logo}"`) takes the value, and
/// is an image when it carries the mark too (`$extensions` belong to a token, not its value).
/// The extension travels through resolution, `livery resolve`, published payloads and server layers. The
/// older form, a string value of a type DTCG does not define (`"$type": "image"`), is still read (the default validation
/// mode reports its unknown type as a warning).
///
/// ```swift
/// let token = ResolvedToken.image("logo-dark")
/// token.imageName   // "logo-dark"
/// ```
public enum ImageToken {
    /// Livery's `$extensions` namespace, `dev.livery`.
    public static let extensionNamespace = "dev.livery"

    /// The `$extensions` object that marks a token as an image: `{"dev.livery": {"kind": "image"}}`.
    public static var extensions: JSONObject {
        JSONObject([(key: extensionNamespace, value: .object(JSONObject([(key: "kind", value: .string("image"))])))])
    }

    /// Whether `extensions` carries Livery's image mark.
    public static func isMarked(_ extensions: JSONObject?) -> Bool {
        extensions?[extensionNamespace]?["kind"]?.stringValue == "image"
    }
}

extension ResolvedToken {
    /// An image token in the strict form: the asset name as a `fontFamily` value with the
    /// image mark (see ``ImageToken``).
    public static func image(_ name: String, description: String? = nil) -> ResolvedToken {
        ResolvedToken(
            type: .fontFamily, value: .fontFamily([name]), description: description, extensions: ImageToken.extensions)
    }

    /// Whether the token names an image: a marked one-string `fontFamily` token, or the older
    /// form, a string value of a type DTCG does not define (`"$type": "image"`).
    public var isImage: Bool { imageName != nil }

    /// The asset name when the token names an image (see ``isImage``), else `nil`.
    public var imageName: String? {
        switch value {
        case .fontFamily(let names) where names.count == 1 && ImageToken.isMarked(extensions): names[0]
        case .opaque(.string(let name)) where !type.isStandard: name
        default: nil
        }
    }
}
