import LiveryCore

/// One token's value in every context of the theme modifier, kept current by the engine
/// after every change (appearance, modifiers, text scale, layers, a new source) and
/// readable from any thread: for values the platform resolves itself at draw time, such as
/// UIKit's dynamic colors (``ThemeManager/liveValues(of:as:)``).
///
/// ```swift
/// let text = manager.liveValues(of: "text.primary", as: Color.self)
/// text.value(in: "dark")   // the dark value, whatever the app shows now
/// text.current             // the value of the current context
/// ```
///
/// The engine holds it weakly: it stays current while something (a dynamic color's
/// provider) keeps it.
public final class LiveTokenValues<Value: ThemeTokenConvertible & Sendable>: Sendable {
    /// The value in each context and the current one, replaced together.
    private struct Values: Sendable {
        var byContext: [String: Value] = [:]
        var current: Value?
    }

    private let values = Locked(Values())
    /// The token's name.
    public let token: String

    init(token: String) { self.token = token }

    /// The value in `context` of the theme modifier; `nil` for a context the theme lacks.
    public func value(in context: String) -> Value? {
        values.withLock { $0.byContext[context] }
    }

    /// The value in `context`, or the current one when `context` is empty or unknown (an
    /// unset platform trait).
    public func value(inContextOrCurrent context: String) -> Value? {
        values.withLock { $0.byContext[context] ?? $0.current }
    }

    /// The value in the engine's current theme.
    public var current: Value? { values.withLock { $0.current } }

    /// Recomputes every context's value from `manager`.
    @MainActor
    func refresh(from manager: ThemeManager) {
        var values: [String: Value] = [:]
        for context in manager.appearanceContexts {
            values[context] = manager.theme(for: .context(context)).value(token, as: Value.self)
        }
        let current = manager.theme.value(token, as: Value.self)
        self.values.withLock { $0 = Values(byContext: values, current: current) }
    }
}

/// The engine's weak reference to a ``LiveTokenValues``.
@MainActor
struct LiveValuesReference {
    weak var table: AnyObject?
    let refresh: @MainActor (AnyObject, ThemeManager) -> Void
}

extension ThemeManager {
    /// The values of token `name` in every context, kept current (see ``LiveTokenValues``).
    /// An unknown token is reported once, as bindings report it.
    public func liveValues<Value: ThemeTokenConvertible & Sendable>(
        of name: String, as type: Value.Type = Value.self
    )
        -> LiveTokenValues<Value>
    {
        if cache.names.id(for: name) == nil, reportedUnknownTokens.insert(name).inserted { report(.unknownToken(name)) }
        let table = LiveTokenValues<Value>(token: name)
        table.refresh(from: self)
        liveTables.removeAll { $0.table == nil }
        liveTables.append(
            LiveValuesReference(table: table) { table, manager in
                (table as? LiveTokenValues<Value>)?.refresh(from: manager)
            })
        return table
    }

    /// Brings every live table up to date (after a rebuild).
    func refreshLiveTables() {
        guard !liveTables.isEmpty else { return }
        liveTables.removeAll { $0.table == nil }
        for reference in liveTables {
            if let table = reference.table { reference.refresh(table, self) }
        }
    }
}
