import Foundation
import LiveryTestSupport

/// Runs a web runtime script in Node.js against a minimal page: a root element whose attributes
/// and inline style are recorded, `localStorage`, `matchMedia` answering from a list of
/// matching queries, window events, and (in the app) `window.webkit.messageHandlers.livery`
/// recording what is posted. Then a test's `steps` run (JavaScript, `livery` in scope) and
/// push what they see to `out`; the run prints the page's state as JSON.
struct FakePage {
    /// Media queries that match (`(prefers-color-scheme: dark)`, …).
    var system: [String] = []
    /// `localStorage` before the script runs.
    var storage: [String: String] = [:]
    /// Root attributes before the script runs (`data-livery-user`, …).
    var attributes: [String: String] = [:]
    /// Whether the page is inside the app (the `livery` message handler exists).
    var inApp = false

    /// What the page holds after the steps.
    struct State: Decodable {
        var attributes: [String: String]
        var storage: [String: String]
        var posted: [String]
        var out: [String]
    }

    static let harness = #"""
        const fs = require("fs"), vm = require("vm");
        const page = JSON.parse(process.argv[3]);
        const attributes = Object.assign({}, page.attributes), storage = Object.assign({}, page.storage);
        const posted = [], out = [], listeners = {};
        globalThis.window = globalThis;
        globalThis.location = { href: "http://127.0.0.1/page.html" };
        globalThis.document = {
          currentScript: null,
          documentElement: {
            getAttribute: (n) => (n in attributes ? attributes[n] : null),
            setAttribute: (n, v) => { attributes[n] = String(v); },
            style: { setProperty() {}, removeProperty() {} },
          },
        };
        globalThis.localStorage = {
          getItem: (k) => (k in storage ? storage[k] : null),
          setItem: (k, v) => { storage[k] = String(v); },
        };
        globalThis.matchMedia = (q) => ({ matches: page.system.includes(q), addEventListener() {} });
        globalThis.addEventListener = (t, f) => { (listeners[t] = listeners[t] || []).push(f); };
        globalThis.dispatchEvent = (e) => { (listeners[e.type] || []).forEach((f) => f(e)); };
        if (page.inApp) globalThis.webkit = { messageHandlers: { livery: { postMessage: (m) => posted.push(JSON.stringify(m)) } } };
        vm.runInThisContext(fs.readFileSync(process.argv[2], "utf8"));
        new Function("livery", "out", process.argv[4])(globalThis.livery, out);
        console.log(JSON.stringify({ attributes, storage, posted, out }));
        """#

    /// Runs `script` (a classic script, or a snippet's `<script>` content) and then `steps`.
    func run(_ script: String, steps: String = "") async throws -> State {
        let folder = try TemporaryFolder("fake-page")
        defer { folder.remove() }
        let scriptPath = try folder.write("script.js", text: script)
        let harnessPath = try folder.write("harness.js", text: Self.harness)
        let pageJSON = try JSONSerialization.data(
            withJSONObject: ["system": system, "storage": storage, "attributes": attributes, "inApp": inApp])
        let printed = try await Node.run([harnessPath, scriptPath, String(decoding: pageJSON, as: UTF8.self), steps])
        return try JSONDecoder().decode(State.self, from: Data(printed.utf8))
    }
}
