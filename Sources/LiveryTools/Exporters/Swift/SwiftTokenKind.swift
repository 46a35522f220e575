import LiveryCore

/// The kind a generated constant is typed with: a member of Livery's `TokenKinds`, per DTCG type.
///
/// `livery export --format swift` types `color.text.primary` as
/// `Livery.TokenName<Livery.TokenKinds.Color>`, so the compiler rejects it where a property's
/// value type does not convert colors. Every context must agree on the kind; a token whose kind
/// differs between contexts is ``mixed``, which no typed binding takes.
enum SwiftTokenKind {
    /// The kind of each standard DTCG type, by the type.
    static let standard: [TokenType: String] = [
        .color: "Color", .dimension: "Dimension", .fontFamily: "FontFamily", .fontWeight: "FontWeight",
        .duration: "Duration", .cubicBezier: "CubicBezier", .number: "Number", .strokeStyle: "StrokeStyle",
        .border: "Border", .transition: "Transition", .shadow: "Shadow", .gradient: "Gradient",
        .typography: "Typography",
    ]
    /// An image token (a marked `fontFamily`, or a string of a type DTCG does not define).
    static let image = "Image"
    /// A type DTCG does not define, whose value names no image.
    static let unknown = "Unknown"
    /// A token whose kind differs between contexts.
    static let mixed = "Mixed"

    /// Every kind the exporter can write.
    static var all: [String] {
        TokenType.standard.compactMap { standard[$0] } + [image, unknown, mixed]
    }

    /// The kind of one context's `token`.
    static func of(_ token: ResolvedToken) -> String {
        token.isImage ? image : standard[token.type] ?? unknown
    }

    /// The constant's type as written in the file: module-qualified, so that no group of the
    /// namespace but one named `Livery` (which the file renames) can capture it.
    static func declaration(_ kind: String) -> String { "Livery.TokenName<Livery.TokenKinds.\(kind)>" }
}
