import LiveryCore

@testable import Livery

/// Stands in for a web view: a node in a tree (so pins reach it) that records every script it
/// is asked to run, its document-start script and how it was styled.
@MainActor
final class FakeWebView: ThemeNode, WebThemeView {
    weak var parent: Widget?
    private(set) var scripts: [String] = []
    private(set) var startScript: String?
    private(set) var appearances: [WebViewAppearance] = []

    init(parent: Widget? = nil) { self.parent = parent }

    var themeParent: (any ThemeNode)? { parent }

    func runThemeScript(_ script: String) { scripts.append(script) }
    func setThemeStartScript(_ script: String) { startScript = script }
    func applyTheme(_ appearance: WebViewAppearance) { appearances.append(appearance) }

    /// The message (the JSON argument) of each script run, parsed.
    var messages: [JSONValue] { scripts.compactMap(WebScriptText.message) }
}

/// Reads the message back out of a bridge script: the JSON between the function's closing
/// `})(` and the final `);`.
enum WebScriptText {
    static func message(_ script: String) -> JSONValue? {
        guard let open = script.range(of: "})(", options: .backwards), script.hasSuffix(");") else { return nil }
        let json = script[open.upperBound..<script.index(script.endIndex, offsetBy: -2)]
        return try? JSONParser.parse(String(json))
    }

    /// The properties object of a message as a dictionary.
    static func properties(_ message: JSONValue) -> [String: String] {
        var out: [String: String] = [:]
        for (key, value) in message["properties"]?.objectValue ?? JSONObject() { out[key] = value.stringValue }
        return out
    }
}

/// A schedule the test runs by hand: flushes wait in `pending` until `run()`.
@MainActor
final class ManualSchedule {
    private(set) var pending: [@MainActor @Sendable () -> Void] = []
    var schedule: WebUpdateSchedule {
        WebUpdateSchedule { [weak self] flush in self?.pending.append(flush) }
    }
    func run() {
        let flushes = pending
        pending.removeAll()
        for flush in flushes { flush() }
    }
}
