/// The former name of ``ThemeValue``, kept so existing code compiles.
///
/// It named nothing of its own — `ThemeProvider { theme in … }` was `ThemeValue`'s closure
/// initializer under a second name — so the one type is ``ThemeValue``.
@available(*, deprecated, renamed: "ThemeValue")
public typealias ThemeProvider<Value> = ThemeValue<Value>
