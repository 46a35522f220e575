import LiveryCore

/// The theme state of an app (or of one window): what the user chose, what the system
/// reports, the installed custom layer, and every binding that follows them.
///
/// Main-actor isolated. ``shared`` is there for convenience; tests and multi-window apps
/// make their own and bind through `object.theme(in: manager)`.
///
/// ```swift
/// let manager = ThemeManager(source: resolver, store: JSONFilePreferenceStore(url: url), user: "alice")
/// label.theme(in: manager).textColor = .token("text.primary")
/// try manager.setAppearance(.dark)          // every visible binding updates now
/// manager.systemAppearance = .light         // tracked even while the choice is fixed
/// ```
///
/// Every change goes one way: choice → `ResolverInput` → cached ``Theme`` → value slots
/// (one conversion per token and property type) → bindings of visible targets.
@MainActor
public final class ThemeManager {
    /// A manager for apps with one theme state; configure it with ``replaceSource(_:)``.
    public static let shared = ThemeManager()

    /// The modifier whose contexts are appearances (`theme` unless configured).
    public let themeModifier: String
    /// The contexts `.system` maps the system's light and dark appearance to.
    public let lightContext: String
    /// The context of the theme modifier that the system's dark appearance maps to.
    public let darkContext: String

    /// The source without the installed layer.
    public private(set) var baseSource: any ThemeSource {
        didSet { sharedBaseSource.withLock { $0 = baseSource } }
    }
    /// ``baseSource`` for other threads: the remote client types a theme file's bare values
    /// by it while it downloads, without waiting for the main actor.
    nonisolated let sharedBaseSource: Locked<any ThemeSource>
    /// The installed custom-theme layer, if any.
    public internal(set) var layer: ThemeLayer?
    /// Whether ``layer`` is part of the user's saved record: a layer a user built is; a
    /// server's is not, because the remote theme cache keeps it (and installs it at launch).
    var layerIsSaved = true

    /// What the user chose; see ``setAppearance(_:)``.
    public internal(set) var appearance: AppearancePreference = .system
    /// What the platform reports; fed by the platform glue. With ``appearance`` `.system`
    /// the theme follows it; otherwise it is only recorded.
    public var systemAppearance: SystemAppearance = .light {
        didSet { if systemAppearance != oldValue { systemAppearanceDidChange() } }
    }
    /// Chosen contexts of the modifiers other than the theme modifier.
    public internal(set) var modifierSelections: [String: String] = [:]
    /// The current global theme.
    public internal(set) var theme: Theme

    /// Receives every problem the engine recovered from.
    public var onDiagnostic: (@MainActor (ThemeDiagnostic) -> Void)?

    /// The user whose preferences are loaded and saved.
    public internal(set) var user: String
    let store: (any PreferenceStore)?

    let cache: ThemeCache
    let registry = BindingRegistry()
    let slots = SlotTable()
    let keys = KeyTable()
    /// The keys of `apply` blocks, one per call site or explicit key.
    let actionKeys = ActionKeyTable()
    /// The shape of a target with no bindings, where every shared ``BindingShape`` starts.
    let emptyShape = BindingShape.empty()
    let nodeTypes = NodeTypeCache()
    /// Replaced as a whole by a rebuild, read by bindings (one per binding: unchecked, as no
    /// access to it spans a call that could replace it).
    @exclusivity(unchecked) var environment: ApplyEnvironment
    var generation: UInt32 = 1
    /// Changes with every change of the themes (the platform glue marks its trait with it).
    package var themeGeneration: UInt32 { generation }
    /// The subtree overrides by node. Unchecked: every access is a read or a single dictionary
    /// update that runs no user code (an entry holds its node weakly and an appearance), on
    /// the main actor, so no access can overlap another; the check would cost every bind,
    /// which reads `isEmpty` once per new target.
    @exclusivity(unchecked) var overrides: [ObjectIdentifier: OverrideEntry] = [:]
    /// Index 0 is the global theme; others are the appearances of subtree overrides.
    var scopes: [AppearancePreference?] = [nil]
    /// Nodes bound out of their tree under an override, until a settle pass roots them.
    var unsettled = UnsettledNodes()
    /// Nodes told of their first binding that later lost every binding (see ``UnboundNodes``).
    var unboundNodes = UnboundNodes()
    /// When nodes bound before they were attached are settled under the override they were
    /// attached under (``NodeSettling/nextMainActorTurn`` unless set; tests drive their own).
    public var nodeSettling = NodeSettling.nextMainActorTurn
    /// What the passes that apply a change to many targets run inside (``ApplyTransaction``).
    package var applyTransaction = ApplyTransaction.direct
    var observers: [UInt64: Observer] = [:]
    /// Callbacks run before a change writes any value (``observeWillChange(_:)``).
    var willChangeObservers: [UInt64: Observer] = [:]
    /// Live per-context values handed out by ``liveValues(of:as:)``, held weakly.
    var liveTables: [LiveValuesReference] = []
    var nextID: UInt64 = 1
    var reportedUnknownTokens: Set<String> = []
    /// Token names whose type did not convert in a ``value(_:in:as:)`` lookup (reported once).
    var reportedLookupMismatches: Set<String> = []
    /// Token and place of every failed view lookup reported (`viewLookupFailed`).
    var reportedViewLookups: Set<String> = []
    var isApplying = false
    var pendingChange: ThemeChange.Reason?
    /// The ``ObservableTheme`` once someone asked for it (an `AnyObject` so that this class
    /// does not depend on the Observation runtime's availability).
    var observableStorage: AnyObject?
    /// The per-token observable cells once someone read one (``observedValue(_:as:in:)``;
    /// an `AnyObject` for the same reason as ``observableStorage``).
    var observedTokensStorage: AnyObject?
    /// State a platform module keeps per engine, made by it on first use (LiveryUIKit: the view
    /// controllers whose style it set for a subtree override, to give them back their own).
    package var platformStorage: AnyObject?

    /// Makes a manager over `source`.
    ///
    /// - Parameters:
    ///   - source: The themes (a DTCG resolver, a `ThemeTable`, …).
    ///   - themeModifier: The modifier whose contexts are appearances.
    ///   - lightContext: The context `.system` uses when the system is light.
    ///   - darkContext: The context `.system` uses when the system is dark.
    ///   - store: Where preferences persist, per user; `nil` keeps them in memory.
    ///   - user: The user whose preferences to load.
    ///   - systemAppearance: The platform's appearance at launch.
    ///   - onDiagnostic: Receives problems found while loading, too.
    public init(
        source: any ThemeSource = ThemeTable(modifiers: [], themes: [ResolverInput([]): [:]]),
        themeModifier: String = "theme", lightContext: String = "light", darkContext: String = "dark",
        store: (any PreferenceStore)? = nil, user: String = "default", systemAppearance: SystemAppearance = .light,
        onDiagnostic: (@MainActor (ThemeDiagnostic) -> Void)? = nil
    ) {
        self.themeModifier = themeModifier
        self.lightContext = lightContext
        self.darkContext = darkContext
        self.baseSource = source
        self.sharedBaseSource = Locked(source)
        self.store = store
        self.user = user
        self.systemAppearance = systemAppearance
        self.onDiagnostic = onDiagnostic
        let sink = DiagnosticSink()
        let cache = ThemeCache(source: source, themeModifier: themeModifier) { sink.report($0) }
        self.cache = cache
        // Nothing is built before `sink` reaches the manager: the first rebuild builds (and
        // reports) for real.
        let placeholder = cache.emptyTheme(for: source.defaultInput)
        self.theme = placeholder
        self.environment = ApplyEnvironment(themes: [placeholder], generation: 1)
        sink.manager = self
        loadPreferences()
        rebuild()
    }

    /// Reports `diagnostic` to ``onDiagnostic``.
    func report(_ diagnostic: ThemeDiagnostic) {
        onDiagnostic?(diagnostic)
    }

    // MARK: Resolution

    /// The context of the theme modifier that `preference` selects now.
    public func context(for preference: AppearancePreference) -> String {
        switch preference {
        case .system: systemAppearance == .dark ? darkContext : lightContext
        case .context(let name): name
        }
    }

    /// The input `preference` selects with `selections` (the current modifier choices unless given).
    func input(for preference: AppearancePreference, selections: [String: String]? = nil) -> ResolverInput {
        let source = cache.source
        let selections = selections ?? modifierSelections
        return ResolverInput(
            source.modifiers.map { modifier in
                if modifier.name == themeModifier { return (modifier.name, context(for: preference)) }
                let chosen = selections[modifier.name]
                return (modifier.name, chosen ?? modifier.defaultContext ?? modifier.contexts.first ?? "")
            })
    }

    /// The theme of a scope: the global choice, or an override's appearance. A combination
    /// the source cannot build leaves the scope with the theme it had (reported once).
    func theme(forScope scope: Int) -> Theme {
        let previous = environment.themes
        return cache.theme(
            for: input(for: scopes[scope] ?? appearance),
            fallback: scope < previous.count ? previous[scope] : previous.first)
    }

    /// Throws unless the source can build what `preference` selects with `selections`.
    func requireTheme(
        for preference: AppearancePreference, selections: [String: String]? = nil
    )
        throws(ThemeSelectionError)
    {
        _ = try cache.theme(for: input(for: preference, selections: selections))
    }

    /// Re-resolves every scope, converts slots, applies visible bindings and notifies.
    ///
    /// Hidden targets are not visited: the new generation marks them stale.
    func rebuild(reason: ThemeChange.Reason? = nil) {
        if isApplying {
            pendingChange = reason ?? pendingChange ?? .source
            return
        }
        isApplying = true
        defer { isApplying = false }
        var reason = reason
        repeat {
            pendingChange = nil
            generation &+= 1
            if generation == 0 { generation = 1 }
            if let reason { notifyWillChange(reason) }
            settleNodes(applying: false)
            let themes = scopes.indices.map(theme(forScope:))
            theme = themes[0]
            environment = ApplyEnvironment(themes: themes, generation: generation)
            slots.update(themes: themes, report: report)
            applyTransaction.run { registry.applyVisible(environment) }
            refreshLiveTables()
            refreshObservedTokens()
            if let reason { notify(reason) }
            reason = pendingChange
        } while reason != nil
    }

    /// Adds a scope's theme to the environment without marking anything stale.
    func extendEnvironment() {
        let themes = scopes.indices.map(theme(forScope:))
        environment = ApplyEnvironment(themes: themes, generation: generation)
        slots.update(themes: themes, report: report)
    }

    // MARK: Source

    /// Replaces the theme source (e.g. the shared manager at launch, or a new resolver).
    ///
    /// Bindings keep their token names and follow the new source; bindings to tokens the
    /// new source lacks leave their property as it is. An installed layer is removed.
    public func replaceSource(_ source: any ThemeSource) {
        baseSource = source
        layer = nil
        cache.replaceSource(source)
        slots.reintern(in: source.names)
        registry.sweep()
        rebuild(reason: .source)
    }
}

/// Forwards reports made before `self` exists (while loading) to the manager's hook.
///
/// Holds the manager `unowned`, not `weak`: a weak reference would give every manager a
/// side table, and then every retain and release of it — one pair per `theme(in:)` wrapper
/// — takes the runtime's slow path (about 130 instructions more per wrapper, measured on
/// `livery-bench engine`'s registration). Only the manager's own cache reports through the
/// sink, and only the manager holds that cache, so the sink is never used after the manager
/// is gone.
@MainActor
final class DiagnosticSink {
    unowned var manager: ThemeManager?
    func report(_ diagnostic: ThemeDiagnostic) { manager?.report(diagnostic) }
}

/// A subtree override: the node (held weakly) and the appearance its subtree uses.
struct OverrideEntry {
    weak var node: AnyObject?
    let preference: AppearancePreference
}
