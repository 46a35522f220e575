import LiveryCore

/// One resolved theme as bindings and providers see it: every token of one input
/// combination (e.g. `theme=dark,contrast=high`), the app-wide text-size scale, and typed
/// accessors.
///
/// A token the combination does not define already carries the base value here (the engine
/// reports the gap once through its diagnostics hook), so reading never fails for a name
/// the theme source knows.
///
/// ```swift
/// label.theme.textColor = ThemeValue { theme in
///     theme.value("text.primary", as: UIColor.self) ?? .black
/// }
/// ```
public final class Theme: Sendable {
    /// The combination this theme was resolved for.
    public let input: ResolverInput
    /// The context of the theme modifier (`"light"`, `"dark"`, `"sepia"`, …).
    public let appearance: String
    /// The app-wide text-size multiplier applied to font tokens (1 = as designed): the
    /// user's ``ThemeManager/textScale``.
    public let textScale: Double
    /// The content size (Dynamic Type) font tokens are evaluated at, each on the curve of its
    /// text style: the platform's ``ThemeManager/contentSize``.
    public let contentSize: ContentSize
    /// The tokens, with base values filled in where this combination has none.
    public let tokens: ResolvedTheme

    /// Builds a theme; `tokens` should already carry fallback values.
    public init(
        input: ResolverInput, appearance: String, textScale: Double = 1, contentSize: ContentSize = .large,
        tokens: ResolvedTheme
    ) {
        self.input = input
        self.appearance = appearance
        self.textScale = textScale
        self.contentSize = contentSize
        self.tokens = tokens
    }

    /// The interned names shared by every theme of the source.
    public var names: TokenNameTable { tokens.names }

    /// The chosen context of `modifier` (e.g. `theme.context(of: "contrast") == "high"`).
    public func context(of modifier: String) -> String? { input[modifier] }

    /// The token named `name`, or `nil`.
    public subscript(name: String) -> ResolvedToken? { tokens[name] }

    /// The token with the interned ID `id`, or `nil`.
    public subscript(id: TokenID) -> ResolvedToken? { tokens[id] }

    /// The token `name` converted to `type`; `nil` when the name is unknown or its type
    /// does not convert.
    public func value<Value: ThemeTokenConvertible>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        tokens[name].flatMap { Value.themeValue(from: $0, in: self) }
    }

    /// The token an app's string enum names (any `RawRepresentable` with a `String` raw
    /// value), converted to `type`. Generated constants are typed names (``TokenName``).
    public func value<Name: RawRepresentable, Value: ThemeTokenConvertible>(
        _ name: Name, as type: Value.Type = Value.self
    ) -> Value? where Name.RawValue == String {
        value(name.rawValue, as: type)
    }

    /// The color token `name`.
    public func color(_ name: String) -> Color? { value(name, as: Color.self) }

    /// The number, dimension, font weight or duration token `name`, as a plain number
    /// (dimensions in points, durations in seconds).
    public func number(_ name: String) -> Double? { value(name, as: Double.self) }

    /// The font token `name`, scaled by ``textScale`` and grown for ``contentSize``.
    public func font(_ name: String) -> FontDescriptor? { value(name, as: FontDescriptor.self) }

    /// The image-name token `name`.
    public func imageName(_ name: String) -> String? { value(name, as: String.self) }
}
