/// JXTheme's `ThemeStyle`: a string-backed style.
struct JXStyle: Equatable {
    let rawValue: String
    static let light = JXStyle(rawValue: "light")
    static let dark = JXStyle(rawValue: "dark")
}

/// JXTheme's `ThemeProvider<T>`: a closure from the style to a value.
struct JXProvider<T> {
    let provider: (JXStyle) -> T
    init(_ provider: @escaping (JXStyle) -> T) { self.provider = provider }
}

/// A target of the weak-table peer: its providers' configuration closures, keyed like
/// `"UILabel.textColor"` (JXTheme keeps them in an associated object; a stored property
/// is the Linux equivalent, and cheaper).
@MainActor
final class JXWidget {
    var textColor = RGBA.clear
    var backgroundColor = RGBA.clear
    var alpha = 0.0
    var providers: [String: (JXStyle) -> Void] = [:]
}

/// A weak reference held by the tracking table.
struct JXWeakBox {
    weak var object: JXWidget?
}

/// JXTheme's `ThemeManager`: a table of weakly tracked objects; a switch runs every
/// provider of every live object.
@MainActor
final class JXThemeManager {
    private(set) var style = JXStyle.light
    private var tracked: [ObjectIdentifier: JXWeakBox] = [:]

    func addTrackedObject(_ object: JXWidget, addedConfig: (JXStyle) -> Void) {
        tracked[ObjectIdentifier(object)] = JXWeakBox(object: object)
        addedConfig(style)
    }

    func changeTheme(to style: JXStyle) {
        self.style = style
        for box in tracked.values {
            guard let object = box.object else { continue }
            for config in object.providers.values { config(style) }
        }
    }

    /// Drops entries whose object is gone (NSHashTable does this lazily).
    func purge() {
        tracked = tracked.filter { $0.value.object != nil }
    }
}

/// JXTheme's `theme` namespace with one hand-written setter per property.
@MainActor
struct JXThemeWrapper {
    let base: JXWidget
    let manager: JXThemeManager

    func setTextColor(_ new: JXProvider<RGBA>) {
        let config: (JXStyle) -> Void = { [weak base] style in base?.textColor = new.provider(style) }
        base.providers["JXWidget.textColor"] = config
        manager.addTrackedObject(base, addedConfig: config)
    }

    func setBackgroundColor(_ new: JXProvider<RGBA>) {
        let config: (JXStyle) -> Void = { [weak base] style in base?.backgroundColor = new.provider(style) }
        base.providers["JXWidget.backgroundColor"] = config
        manager.addTrackedObject(base, addedConfig: config)
    }

    func setAlpha(_ new: JXProvider<Double>) {
        let config: (JXStyle) -> Void = { [weak base] style in base?.alpha = new.provider(style) }
        base.providers["JXWidget.alpha"] = config
        manager.addTrackedObject(base, addedConfig: config)
    }
}

/// Weak table + string-keyed providers (the JXTheme approach).
@MainActor
final class WeakTableContender: Contender {
    static let name = "weak table + string-keyed providers"
    let manager = JXThemeManager()
    var widgets: [JXWidget]

    /// The app's provider helpers, as JXTheme's README suggests (`dynamicTextColor(.mainTitle)`).
    let text = JXProvider { $0 == .dark ? BenchPalette.darkText : BenchPalette.lightText }
    let background = JXProvider { $0 == .dark ? BenchPalette.darkBackground : BenchPalette.lightBackground }
    let alpha = JXProvider { $0 == .dark ? BenchPalette.darkAlpha : BenchPalette.lightAlpha }

    init(count: Int) {
        widgets = (0..<count).map { _ in JXWidget() }
    }

    func register() {
        for widget in widgets {
            let theme = JXThemeWrapper(base: widget, manager: manager)
            theme.setTextColor(text)
            theme.setBackgroundColor(background)
            theme.setAlpha(alpha)
        }
    }

    func switchTheme(dark: Bool) { manager.changeTheme(to: dark ? .dark : .light) }

    func verify(dark: Bool) -> Bool {
        widgets.allSatisfy {
            $0.textColor == BenchPalette.text(dark: dark) && $0.backgroundColor == BenchPalette.background(dark: dark)
                && $0.alpha == BenchPalette.alpha(dark: dark)
        }
    }

    func hideNinetyPercent() -> Bool { false }

    func releaseHalf() {
        widgets = widgets.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        manager.purge()
    }
}
