import LiveryCore

/// What a themed property is bound to: a token, or a closure of the theme.
///
/// ```swift
/// label.theme.textColor = .token("text.primary")
/// label.theme.alpha = ThemeValue { theme in theme.appearance == "dark" ? 0.9 : 1 }
/// ```
///
/// A closure binding is written `ThemeValue { theme in … }` (JXTheme's `ThemeProvider`).
public struct ThemeValue<Value> {
    @usableFromInline
    enum Kind {
        /// A token by name, and how its value converts to `Value`.
        case token(String, expected: String, convert: (ResolvedToken, Theme) -> Value?)
        /// A closure evaluated on every theme change (computed or stateful values); `nil`
        /// leaves the property as it is.
        case provider(@MainActor (Theme) -> Value?)
    }

    @usableFromInline let kind: Kind

    @usableFromInline
    init(kind: Kind) { self.kind = kind }

    /// A value computed from the theme each time it changes.
    ///
    /// ```swift
    /// label.theme.alpha = ThemeValue { theme in theme.appearance == "dark" ? 0.8 : 1 }
    /// ```
    ///
    /// The closure outlives the call: to read the object's own state, take it as an argument
    /// with the `bind(_:_:)` of ``ThemeWrapper`` that passes it in, instead of capturing it (or its owner):
    ///
    /// ```swift
    /// statusLabel.theme.bind(\.textColor) { label, theme in
    ///     theme.value(label.isHighlighted ? "text.accent" : "text.primary")
    /// }
    /// ```
    public init(_ provider: @escaping @MainActor (Theme) -> Value) {
        kind = .provider { provider($0) }
    }

    /// The same value in every theme.
    @MainActor
    public static func constant(_ value: Value) -> ThemeValue { ThemeValue { _ in value } }

    /// The token `name` as this theme resolves it.
    ///
    /// The name is interned once when the binding is made; a switch reads a value already
    /// converted for every property of this type bound to the same token.
    @inlinable
    public static func token(_ name: String) -> ThemeValue where Value: ThemeTokenConvertible {
        ThemeValue(kind: .token(name, expected: Value.themeTokenKind, convert: { Value.themeValue(from: $0, in: $1) }))
    }

    /// The token an app's string enum names (any `RawRepresentable` with a `String` raw value).
    ///
    /// The constants `livery export --format swift` writes are typed names instead (``TokenName``),
    /// taken only by properties of the kinds they convert to.
    ///
    /// ```swift
    /// enum Palette: String { case background = "color.background" }
    /// view.theme.backgroundColor = .token(Palette.background)
    /// ```
    @inlinable
    public static func token<Name: RawRepresentable>(_ name: Name) -> ThemeValue
    where Value: ThemeTokenConvertible, Name.RawValue == String {
        token(name.rawValue)
    }

    /// The token name, for token bindings.
    public var tokenName: String? {
        if case .token(let name, _, _) = kind { return name }
        return nil
    }
}
