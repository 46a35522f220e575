/// A target of the floors: three stored properties, nothing else.
@MainActor
final class FloorWidget {
    var textColor = RGBA.clear
    var backgroundColor = RGBA.clear
    var alpha = 0.0
}

/// The raw floor: set the three properties of strongly held targets in a loop.
@MainActor
final class RawFloorContender: Contender {
    static let name = "floor: raw loop (strong)"
    var widgets: [FloorWidget]

    init(count: Int) { widgets = (0..<count).map { _ in FloorWidget() } }

    /// Nothing to register: the initial values are set directly.
    func register() { switchTheme(dark: false) }

    func switchTheme(dark: Bool) {
        let text = BenchPalette.text(dark: dark), background = BenchPalette.background(dark: dark)
        let alpha = BenchPalette.alpha(dark: dark)
        for widget in widgets {
            widget.textColor = text
            widget.backgroundColor = background
            widget.alpha = alpha
        }
    }

    func verify(dark: Bool) -> Bool { widgets.allSatisfy { $0.textColor == BenchPalette.text(dark: dark) } }
    func hideNinetyPercent() -> Bool { false }
    func releaseHalf() { widgets = widgets.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) }
}

/// A weak reference of the weak floor.
struct FloorWeakRef {
    weak var target: FloorWidget?
}

/// The weak floor: the same loop over weakly held targets — one weak load per target, then
/// direct stores; the least any weak-tracking design can cost.
@MainActor
final class WeakFloorContender: Contender {
    static let name = "floor: weak loop"
    var widgets: [FloorWidget]
    var refs: [FloorWeakRef] = []

    init(count: Int) { widgets = (0..<count).map { _ in FloorWidget() } }

    func register() {
        refs = widgets.map { FloorWeakRef(target: $0) }
        switchTheme(dark: false)
    }

    func switchTheme(dark: Bool) {
        let text = BenchPalette.text(dark: dark), background = BenchPalette.background(dark: dark)
        let alpha = BenchPalette.alpha(dark: dark)
        for i in refs.indices {
            guard let widget = refs[i].target else { continue }
            widget.textColor = text
            widget.backgroundColor = background
            widget.alpha = alpha
        }
    }

    func verify(dark: Bool) -> Bool { widgets.allSatisfy { $0.textColor == BenchPalette.text(dark: dark) } }
    func hideNinetyPercent() -> Bool { false }

    func releaseHalf() {
        widgets = widgets.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        refs.removeAll { $0.target == nil }
    }
}
