/// https://developer.apple.com/documentation/swiftui/font
/// Apple: "An environment-dependent font." The stub keeps what a font was made from, for tests.
@frozen
public struct Font: Hashable, Sendable {
    /// Stub-only: the family name of a custom font; nil for a system font.
    public internal(set) var _familyName: String?
    /// Stub-only: the point size; nil for a system font of a text style.
    public internal(set) var _size: CGFloat?
    /// Stub-only: the text style the font is (system) or scales with (custom); nil for a fixed size.
    public internal(set) var _textStyle: TextStyle?
    /// Stub-only: whether the size is fixed (does not scale with Dynamic Type).
    public internal(set) var _isFixedSize: Bool
    /// Stub-only: the weight asked for; nil when the system picks it.
    public internal(set) var _weight: Weight?
    /// Stub-only: the design asked for; nil when the system picks it.
    public internal(set) var _design: Design?
    /// Stub-only: whether `italic()` was applied.
    public internal(set) var _isItalic = false

    init(family: String?, size: CGFloat?, textStyle: TextStyle?, fixed: Bool, weight: Weight?, design: Design?) {
        (_familyName, _size, _textStyle, _isFixedSize) = (family, size, textStyle, fixed)
        (_weight, _design) = (weight, design)
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2
    /// Apple: "When you do not provide a `weight` or `design`, the system can pick one based on
    /// the current context." The stub keeps nil for what the call leaves out.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(family: nil, size: size, textStyle: nil, fixed: true, weight: weight, design: design)
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88
    /// The iOS 13 overload, the one a package whose floor is below iOS 16 calls outside
    /// `#available(iOS 16, *)`: the compiler ranks the iOS 16 overload, potentially unavailable
    /// there, below it. From iOS 16 (and on macOS 13, where both exist) the optional overload
    /// wins, as the SDK marks this one disfavored (`@_disfavoredOverload`; the pages do not
    /// show underscored attributes). Apple: "If you want to use the default `Font.Weight`
    /// (`regular`), you don't need to specify the `weight`"; the design's default is
    /// `.default`. The pages mark it deprecated without a version: `deprecated: 100000` is the
    /// SDK's spelling of that (the compiler warns only once the floor reaches it).
    @available(iOS, introduced: 13, deprecated: 100000, message: "Use `system(size:weight:design:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000, message: "Use `system(size:weight:design:)` instead.")
    @available(tvOS, introduced: 13, deprecated: 100000, message: "Use `system(size:weight:design:)` instead.")
    @available(watchOS, introduced: 6, deprecated: 100000, message: "Use `system(size:weight:design:)` instead.")
    @available(visionOS, introduced: 1, deprecated: 100000, message: "Use `system(size:weight:design:)` instead.")
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(family: nil, size: size, textStyle: nil, fixed: true, weight: weight, design: design)
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
    /// Apple: "Gets a system font that uses the specified style, design, and weight. … If you
    /// omit either, the system chooses a value" (the stub keeps nil).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(family: nil, size: nil, textStyle: style, fixed: false, weight: weight, design: design)
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
    /// Apple: "Create a custom font with the given `name` and `size` that scales with the body
    /// text style."
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(family: name, size: size, textStyle: .body, fixed: false, weight: nil, design: nil)
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
    /// Apple: "Create a custom font with the given `name` and `size` that scales relative to
    /// the given `textStyle`."
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(family: name, size: size, textStyle: textStyle, fixed: false, weight: nil, design: nil)
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
    /// Apple: "Create a custom font with the given `name` and a fixed `size` that does not
    /// scale with Dynamic Type."
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(family: name, size: fixedSize, textStyle: nil, fixed: true, weight: nil, design: nil)
    }

    /// https://developer.apple.com/documentation/swiftui/font/weight(_:)
    /// Apple: "Sets the weight of the font."
    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font._weight = weight
        return font
    }

    /// https://developer.apple.com/documentation/swiftui/font/italic()
    /// Apple: "Adds italics to the font."
    public func italic() -> Font {
        var font = self
        font._isItalic = true
        return font
    }
}
