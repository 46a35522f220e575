import Foundation

/// The colors of the seed's `kColor` enum: each case knows its light and dark value and
/// reads the current theme when asked.
enum PeerColor {
    case text, background

    @MainActor
    func color(in store: PeerThemeStore) -> RGBA {
        switch self {
        case .text: BenchPalette.text(dark: store.isDark)
        case .background: BenchPalette.background(dark: store.isDark)
        }
    }
}

/// The app-wide theme flag the peers read (the seed's `UserDefaults.isDarkModeOn`).
@MainActor
final class PeerThemeStore {
    var isDark = false
}

extension Notification.Name {
    static let benchThemeDidChange = Notification.Name("livery.bench.themeDidChange")
}

/// A target of the notification peer: it registers one block-based observer and re-reads
/// its three values when the theme-change notification is posted (seed 000, SwiftTheme,
/// DKNightVersion); the observer is removed when the target goes away.
@MainActor
final class NotificationWidget {
    var textColor = RGBA.clear
    var backgroundColor = RGBA.clear
    var alpha = 0.0
    private var text: PeerColor = .text
    private var background: PeerColor = .background
    // nonisolated(unsafe): set once on the main actor in `bind`, read only in `deinit`,
    // which has exclusive access to the object.
    nonisolated(unsafe) private var observer: (any NSObjectProtocol)?
    private let center: NotificationCenter
    private let store: PeerThemeStore

    init(center: NotificationCenter, store: PeerThemeStore) {
        self.center = center
        self.store = store
    }

    func bind(text: PeerColor, background: PeerColor) {
        self.text = text
        self.background = background
        updateTheme()
        observer = center.addObserver(forName: .benchThemeDidChange, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.updateTheme() }
        }
    }

    func updateTheme() {
        textColor = text.color(in: store)
        backgroundColor = background.color(in: store)
        alpha = BenchPalette.alpha(dark: store.isDark)
    }

    deinit {
        if let observer { center.removeObserver(observer) }
    }
}

/// Notification per object: every target observes a theme-change notification.
@MainActor
final class NotificationPerObjectContender: Contender {
    static let name = "notification per object"
    let center = NotificationCenter()
    let store = PeerThemeStore()
    var widgets: [NotificationWidget]

    init(count: Int) {
        let center = center, store = store
        widgets = (0..<count).map { _ in NotificationWidget(center: center, store: store) }
    }

    func register() {
        for widget in widgets { widget.bind(text: .text, background: .background) }
    }

    func switchTheme(dark: Bool) {
        store.isDark = dark
        center.post(name: .benchThemeDidChange, object: nil)
    }

    func verify(dark: Bool) -> Bool {
        widgets.allSatisfy {
            $0.textColor == BenchPalette.text(dark: dark) && $0.backgroundColor == BenchPalette.background(dark: dark)
                && $0.alpha == BenchPalette.alpha(dark: dark)
        }
    }

    func hideNinetyPercent() -> Bool { false }

    func releaseHalf() {
        widgets = widgets.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    }
}
