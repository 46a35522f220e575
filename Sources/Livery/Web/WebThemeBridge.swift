import LiveryCore

/// Keeps web views in step with a ``ThemeManager``: each tracked view's page gets its theme's
/// contexts, color scheme and token values at document start and after every change, and a
/// page may ask for a change through the `livery` message handler.
///
/// The bridge follows each view through the engine's own bindings, so a view in a pinned
/// subtree (``ThemeManager/setOverride(_:on:)``) gets the pinned theme. Changes of one
/// main-actor turn (a switch, an installed server layer, a pin) reach each view as one
/// script carrying only the values that changed for it (``updateSchedule``); the same state,
/// in full, becomes the view's document-start script, so a reload or a navigation starts in
/// it. Views are held weakly. LiveryWebKit configures `WKWebView`s for a bridge.
///
/// ```swift
/// let bridge = WebThemeBridge(
///     manager: manager, allowing: WebContextAllowList(["theme": ["light", "dark", "system"]]),
///     backgroundToken: "color.background")
/// bridge.onMessageError = { error in print("refused:", error) }
/// ```
@MainActor
public final class WebThemeBridge {
    /// The engine whose theme the pages show.
    public let manager: ThemeManager
    /// What a page may choose; anything else is refused and reported.
    public var allowList: WebContextAllowList
    /// The color token a web view's own background takes, if any.
    public let backgroundToken: String?
    /// Contexts of the theme modifier besides the dark one whose pages get `color-scheme: dark`.
    public let darkStyledContexts: Set<String>
    /// When changes are sent (the next main-actor turn unless set).
    public var updateSchedule: WebUpdateSchedule
    /// Receives every message a page posted that was refused.
    public var onMessageError: (@MainActor (WebMessageError) -> Void)?

    /// The revision of the last message sent (0 before any).
    public private(set) var revision = 0

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Tracked views in the order they were tracked, so every flush visits them in one order.
    private var order: [ObjectIdentifier] = []
    private var pending: Set<ObjectIdentifier> = []
    private var isFlushScheduled = false
    private var names: WebPropertyNames?

    /// A bridge for `manager`.
    ///
    /// - Parameters:
    ///   - manager: The engine whose theme the pages show.
    ///   - allowing: What pages may choose (nothing unless given).
    ///   - backgroundToken: The color token of web views' own backgrounds.
    ///   - darkStyledContexts: Theme contexts besides the dark one that pages show dark.
    ///   - updateSchedule: When changes are sent.
    public init(
        manager: ThemeManager, allowing: WebContextAllowList = .none, backgroundToken: String? = nil,
        darkStyledContexts: Set<String> = [], updateSchedule: WebUpdateSchedule = .nextMainActorTurn
    ) {
        self.manager = manager
        self.allowList = allowing
        self.backgroundToken = backgroundToken
        self.darkStyledContexts = darkStyledContexts
        self.updateSchedule = updateSchedule
    }

    // MARK: Tracking

    /// Starts keeping `view` in step: it gets its theme's full state now (as its
    /// document-start script and in the current page) and what changes from then on. Tracking
    /// a view again changes nothing.
    public func track<View: WebThemeView>(_ view: View) {
        let id = ObjectIdentifier(view)
        if let entry = entries[id], entry.view === view { return }
        if entries[id] == nil { order.append(id) }
        entries[id] = Entry(view: view)
        let binding = ThemeWrapper(view, manager: manager).apply(key: "livery.web") { [weak self] view, theme in
            self?.themeDidReach(view, theme)
        }
        entries[id]?.binding = binding
        flush([id])
    }

    /// Stops keeping `view` in step (its page keeps what it has).
    public func stopTracking<View: WebThemeView>(_ view: View) {
        let id = ObjectIdentifier(view)
        guard let entry = entries[id], entry.view === view else { return }
        if let binding = entry.binding { ThemeWrapper(view, manager: manager).remove(binding) }
        forget(id)
    }

    /// How many tracked views are alive.
    public var trackedCount: Int { entries.values.filter { $0.view != nil }.count }

    /// The engine applied `theme` to `view`: send it with the turn's other changes.
    private func themeDidReach(_ view: some WebThemeView, _ theme: Theme) {
        let id = ObjectIdentifier(view)
        guard entries[id]?.view === view else { return }
        entries[id]?.theme = theme
        pending.insert(id)
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        updateSchedule.schedule { [weak self] in self?.flush() }
    }

    // MARK: Sending

    /// Sends every pending change now: one script per view whose page differs from its theme.
    public func flush() {
        isFlushScheduled = false
        let ids = order.filter(pending.contains)
        pending.removeAll()
        flush(ids)
    }

    private func flush(_ ids: [ObjectIdentifier]) {
        var snapshots: [ObjectIdentifier: WebThemeSnapshot] = [:]
        var outgoing: [(ObjectIdentifier, any WebThemeView, WebThemeSnapshot, WebThemeMessage)] = []
        for id in ids {
            guard let entry = entries[id], let theme = entry.theme else { continue }
            guard let view = entry.view else {
                forget(id)
                continue
            }
            let snapshot = snapshots[ObjectIdentifier(theme)] ?? snapshot(of: theme)
            snapshots[ObjectIdentifier(theme)] = snapshot
            let next = revision + 1
            let message =
                entry.sent.map { WebThemeMessage(from: $0, to: snapshot, revision: next) }
                ?? WebThemeMessage(full: snapshot, revision: next)
            guard let message else { continue }
            outgoing.append((id, view, snapshot, message))
        }
        guard !outgoing.isEmpty else { return }
        revision += 1
        for (id, view, snapshot, message) in outgoing {
            let appearance = appearance(of: snapshot, theme: entries[id]?.theme)
            view.setThemeStartScript(WebThemeScript.source(for: WebThemeMessage(full: snapshot, revision: revision)))
            view.runThemeScript(WebThemeScript.source(for: message))
            if entries[id]?.appearance != appearance { view.applyTheme(appearance) }
            entries[id]?.sent = snapshot
            entries[id]?.appearance = appearance
        }
    }

    /// The script that gives a page the global theme's full state: the document-start script
    /// of a web view configured before it is made (and tracked).
    public var startScript: String {
        WebThemeScript.source(for: WebThemeMessage(full: snapshot(of: manager.theme), revision: revision))
    }

    /// `existing` (an app's `applicationNameForUserAgent`) with the marker of the global theme
    /// appended: `MyApp/2 Livery/1 (theme=dark; contrast=normal)`.
    public func userAgent(appendingTo existing: String?) -> String {
        WebUserAgentMarker.appending(to: existing, contexts: snapshot(of: manager.theme).contexts)
    }

    /// The appearance of the global theme, for a web view configured before it is tracked.
    public var currentAppearance: WebViewAppearance {
        appearance(of: snapshot(of: manager.theme), theme: manager.theme)
    }

    // MARK: Receiving

    /// Applies what a page posted to the `livery` handler (`{"livery":1,"set":{"theme":"dark"}}`)
    /// when the allow-list and the engine accept all of it, in one change; otherwise changes
    /// nothing and reports the refusal to ``onMessageError``.
    public func receive(_ body: Any) {
        do {
            try manager.apply(WebContextRequest(body: body, allowed: allowList))
        } catch {
            onMessageError?(error)
        }
    }

    // MARK: Snapshots

    package func snapshot(of theme: Theme) -> WebThemeSnapshot {
        let names = names.flatMap { $0.fits(theme.tokens) ? $0 : nil } ?? WebPropertyNames(theme: theme.tokens)
        self.names = names
        return WebThemeSnapshot(theme: theme, colorScheme: colorScheme(of: theme), names: names)
    }

    private func colorScheme(of theme: Theme) -> WebColorScheme {
        theme.appearance == manager.darkContext || darkStyledContexts.contains(theme.appearance) ? .dark : .light
    }

    private func appearance(of snapshot: WebThemeSnapshot, theme: Theme?) -> WebViewAppearance {
        WebViewAppearance(
            colorScheme: snapshot.colorScheme, background: backgroundToken.flatMap { name in theme?.color(name) })
    }

    private func forget(_ id: ObjectIdentifier) {
        entries[id] = nil
        pending.remove(id)
        order.removeAll { $0 == id }
    }

    /// One tracked view: held weakly, with the theme the engine last gave it and what its page
    /// was last sent.
    private struct Entry {
        weak var view: (any WebThemeView)?
        var binding: ThemeBindingID?
        var theme: Theme?
        var sent: WebThemeSnapshot?
        var appearance: WebViewAppearance?
    }
}
