import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTools

/// livery.js and its head snippet in headless Chromium, served by nginx on loopback: the first
/// painted frame, the bridge, server colors and reloads, read from the pixels of the page.
///
/// The page's background is the token `color.page`; each combination has its own color.
@Suite("livery.js in headless Chromium", .serialized, .timeLimit(.minutes(3)))
struct WebRuntimeBrowserTests {
    static func color(_ hex: String) -> ResolvedToken {
        ResolvedToken(type: .color, value: .color((try? Color(hex: hex)) ?? Color(.srgb, 0, 0, 0)))
    }

    static func table(
        _ colors: [String: String],
        gap: ResolvedToken = ResolvedToken(type: .dimension, value: .dimension(Dimension(8, .px))),
        extra: [String: ResolvedToken] = [:]
    ) -> ThemeTable {
        ThemeTable(
            modifiers: [
                ModifierDescription(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
                ModifierDescription(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
            ],
            themes: Dictionary(
                uniqueKeysWithValues: colors.map { key, hex in
                    let parts = key.split(separator: "/").map(String.init)
                    return (
                        ResolverInput([("theme", parts[0]), ("contrast", parts[1])]),
                        ["color.page": color(hex), "space.gap": gap].merging(extra) { $1 }
                    )
                }))
    }

    static let base = table([
        "light/normal": "#e0e8f0", "light/high": "#c0ffc0", "dark/normal": "#102030", "dark/high": "#000040",
    ])
    static let server = table([
        "light/normal": "#ff8000", "light/high": "#ffa040", "dark/normal": "#803000", "dark/high": "#402000",
    ])
    static let laterColors = [
        "light/normal": "#00a0a0", "light/high": "#00c0c0", "dark/normal": "#004040", "dark/high": "#002020",
    ]
    static let laterServer = table(laterColors)

    /// The server table with `space.gap` a number, not the export's dimension.
    static let retyped = table(laterColors, gap: ResolvedToken(type: .number, value: .number(8)))
    /// The server table with a token the export does not have.
    static let extraToken = table(laterColors, extra: ["color.extra": color("#000000")])

    /// A site: the page (head snippet inlined unless `snippet` is false), the CSS export, the
    /// web export, and `bundle/` published from `server`.
    struct Site {
        let folder: TemporaryFolder
        let nginx: NginxServer

        init() throws {
            folder = try TemporaryFolder("web-site")
            let request = ExportRequest(source: WebRuntimeBrowserTests.base)
            for file in try Exporter.css.render(request) + Exporter.web.render(request) {
                _ = try folder.write(file.path, bytes: file.contents)
            }
            let head = try #require(try Exporter.web.render(request).first { $0.path == "livery-head.html" }).text
            _ = try folder.write("page.html", text: Self.page(head: head, body: #"<script src="livery.js"></script>"#))
            let late = """
                <script>setTimeout(function(){var s=document.createElement("script");s.src="livery.js";\
                document.head.appendChild(s);},400)</script>
                """
            _ = try folder.write("late.html", text: Self.page(head: "", body: late))
            try Self.publish(WebRuntimeBrowserTests.server, to: "bundle", in: folder)
            try Self.publish(WebRuntimeBrowserTests.laterServer, to: "broken", in: folder, breakingOneFile: true)
            try Self.publish(WebRuntimeBrowserTests.retyped, to: "retyped", in: folder)
            try Self.publish(WebRuntimeBrowserTests.extraToken, to: "extra", in: folder)
            try Self.publish(WebRuntimeBrowserTests.laterServer, to: "unsafe", in: folder)
            let manifest = try String(contentsOf: folder.url("unsafe/manifest.json"), encoding: .utf8)
            _ = try folder.write(
                "unsafe/manifest.json", text: manifest.replacingOccurrences(of: "\"themes/", with: "\"../themes/"))
            nginx = try NginxServer(
                root: folder.url,
                types: "text/html html; text/css css; application/javascript js mjs; application/json json;")
        }

        static func page(head: String, body: String) -> String {
            """
            <!doctype html><html><head>\(head)<link rel="stylesheet" href="tokens.css">
            <style>html,body{margin:0;height:100%;background:var(--color-page);forced-color-adjust:none}</style>
            </head><body>\(body)</body></html>
            """
        }

        /// Publishes `table` under `folder`; `breakingOneFile` alters a byte of the first theme
        /// file after its SHA-256 went into the manifest.
        static func publish(
            _ table: ThemeTable, to name: String, in folder: TemporaryFolder, breakingOneFile: Bool = false
        ) throws {
            for (index, file) in try ThemeBundlePublisher().files(for: table).enumerated() {
                var bytes = file.contents
                if breakingOneFile, index == 1, let at = bytes.lastIndex(of: UInt8(ascii: "0")) {
                    bytes[at] = UInt8(ascii: "1")
                }
                _ = try folder.write(name + "/" + file.path, bytes: bytes)
            }
        }

        func url(_ path: String) -> URL { nginx.baseURL.appendingPathComponent(path) }

        func stop() {
            nginx.stop()
            folder.remove()
        }
    }

    static func session() throws -> (DevToolsSession, BrowserWorkspace) {
        let workspace = try BrowserWorkspace()
        return (DevToolsSession(browser: try HeadlessChromium.locate(), profile: try workspace.profile("p")), workspace)
    }

    typealias S = DevToolsSession

    @Test("the first painted frame has the colors of each system preference")
    func firstFrameFollowsTheSystem() async throws {
        let site = try Site()
        defer { site.stop() }
        let (session, workspace) = try Self.session()
        defer { workspace.remove() }
        let cases: [(dark: Bool, more: Bool, hex: String)] = [
            (false, false, "#e0e8f0"), (true, false, "#102030"), (false, true, "#c0ffc0"), (true, true, "#000040"),
        ]
        let results = try await session.run(
            cases.flatMap { [S.media(dark: $0.dark, moreContrast: $0.more), S.firstFrame(site.url("page.html"))] })
        for (i, c) in cases.enumerated() {
            #expect(S.hex(results[2 * i + 1]) == c.hex, "dark \(c.dark), more contrast \(c.more)")
        }
    }

    @Test("the first painted frame has the stored choice's colors; without the head snippet it does not")
    func firstFrameShowsTheStoredChoice() async throws {
        let site = try Site()
        defer { site.stop() }
        let (session, workspace) = try Self.session()
        defer { workspace.remove() }
        let results = try await session.run([
            S.media(dark: false, moreContrast: false),
            S.firstFrame(site.url("page.html")),
            S.evaluate(#"localStorage.setItem("livery", JSON.stringify({theme: "dark"}))"#),
            S.firstFrame(site.url("page.html")),
            S.firstFrame(site.url("late.html")),
            S.evaluate("new Promise(r => setTimeout(() => r(window.livery && livery.get()), 1500))"),
            S.screenshot,
        ])
        #expect(S.hex(results[1]) == "#e0e8f0")
        #expect(S.hex(results[3]) == "#102030", "the stored dark choice is painted first")
        // The control: livery.js alone, run after the first paint, shows the flash the snippet prevents.
        #expect(S.hex(results[4]) == "#e0e8f0", "the capture sees a page's first frame")
        #expect(results[5] == "dark")
        #expect(S.hex(results[6]) == "#102030")
    }

    @Test("the choice survives a reload")
    func choiceSurvivesReload() async throws {
        let site = try Site()
        defer { site.stop() }
        let (session, workspace) = try Self.session()
        defer { workspace.remove() }
        let results = try await session.run([
            S.media(dark: false, moreContrast: false),
            S.firstFrame(site.url("page.html")),
            S.evaluate(#"livery.set({theme: "dark", contrast: "high"}); livery.get("contrast")"#),
            S.reload,
            S.screenshot,
            S.evaluate("JSON.stringify(livery.contexts())"),
        ])
        #expect(results[2] == "high")
        #expect(S.hex(results[4]) == "#000040")
        #expect(results[5] == #"{"theme":"dark","contrast":"high"}"#)
    }

    @Test("inside the app: the bridge script paints first and switches the page within one frame; set posts to the app")
    func bridge() async throws {
        let site = try Site()
        defer { site.stop() }
        let (session, workspace) = try Self.session()
        defer { workspace.remove() }
        let start = BridgeMessage(
            contexts: [("theme", "dark"), ("contrast", "normal")], colorScheme: "dark", revision: 1)
        let change = BridgeMessage(
            contexts: [("theme", "light"), ("contrast", "normal")], colorScheme: "light",
            properties: [("--color-page", "#123456")], revision: 2)
        let stale = BridgeMessage(
            contexts: [("theme", "dark"), ("contrast", "high")], colorScheme: "dark", revision: 2)
        let results = try await session.run([
            S.media(dark: false, moreContrast: false),
            S.firstFrame(site.url("page.html")),
            S.evaluate(#"localStorage.setItem("livery", JSON.stringify({theme: "light"}))"#),
            S.atDocumentStart(BridgeMessage.messageHandler + start.documentStartScript),
            S.firstFrame(site.url("page.html")),
            S.evaluate("livery.get()"),
            S.evaluateThenFrame(
                "var seen = []; livery.on('change', e => seen.push(e.source + ':' + e.contexts.theme));"
                    + change.script
                    + "; new Promise(r => requestAnimationFrame(() => r(seen.join() + ' '"
                    + " + getComputedStyle(document.documentElement).backgroundColor)))",
                leaving: "#102030"),
            S.evaluate(stale.script + "; livery.get('contrast')"),
            S.screenshot,
            S.evaluate("livery.set('dark'); JSON.stringify([livery.get(), window.__posted])"),
        ])
        #expect(S.hex(results[4]) == "#102030", "the app's dark theme at first paint, over the stored light choice")
        #expect(results[5] == "dark")
        #expect(results[6]["value"] == "app:light rgb(18, 52, 86)", "the next animation frame has the new color")
        #expect(S.hex(results[6]) == "#123456", "the screen goes from the old color straight to the new")
        #expect(results[7] == "normal", "a message of an old revision is ignored")
        #expect(S.hex(results[8]) == "#123456")
        #expect(results[9] == #"["light",["{\"livery\":1,\"set\":{\"theme\":\"dark\"}}"]]"#)
    }

    @Test("server colors fetched from nginx apply; revalidation gets 304; a broken bundle keeps the last good")
    func serverColors() async throws {
        let site = try Site()
        defer { site.stop() }
        let (session, workspace) = try Self.session()
        defer { workspace.remove() }
        let fetch = "livery.fetch('bundle/manifest.json').then(r => JSON.stringify(r))"
        let results = try await session.run([
            S.media(dark: false, moreContrast: false),
            S.firstFrame(site.url("page.html")),
            S.evaluate(fetch),
            S.screenshot,
            S.evaluate(fetch),
            S.evaluate(
                "livery.set('dark'); getComputedStyle(document.documentElement).getPropertyValue('--color-page')"),
            S.evaluate("livery.set('light'); livery.get()"),
            S.copy(site.folder.url("broken"), over: site.folder.url("bundle")),
            S.evaluate(fetch),
            S.screenshot,
            S.reload,
            S.screenshot,
            S.evaluate(fetch),
            S.screenshot,
        ])
        func report(_ result: JSONValue?) throws -> JSONValue {
            try JSONParser.parse(Array((result?.stringValue ?? "").utf8))
        }
        #expect(try report(results[2])["status"] == "updated", "\(results[2])")
        #expect(S.hex(results[3]) == "#ff8000", "the server's light color")
        #expect(try report(results[4])["status"] == "not-modified", "\(results[4])")
        #expect(site.nginx.accessLog.contains("\"GET /bundle/manifest.json HTTP/1.1\" 304"), "\(site.nginx.accessLog)")
        #expect(results[5].stringValue?.trimmingCharacters(in: .whitespaces) == "#803000", "the server's dark color")
        let broken = try report(results[8])
        #expect(broken["ok"] == false && broken["error"]?.stringValue?.contains("SHA-256") == true, "\(broken)")
        #expect(S.hex(results[9]) == "#ff8000", "the last good bundle stays")
        #expect(S.hex(results[11]) == "#e0e8f0", "no fetch yet after the reload")
        #expect(try report(results[12])["ok"] == false)
        #expect(S.hex(results[13]) == "#ff8000", "the last good bundle, kept in localStorage, is applied again")
    }

    @Test(
        "a bundle the checks refuse keeps the last good: a type the export does not have, an unknown token, an unsafe path"
    )
    func refusedBundles() async throws {
        let site = try Site()
        defer { site.stop() }
        let (session, workspace) = try Self.session()
        defer { workspace.remove() }
        let fetch = "livery.fetch('bundle/manifest.json').then(r => r.ok ? r.status : r.error)"
        let variants = [
            ("retyped", "space.gap: type number, the export's is dimension"), ("extra", "color.extra: unknown token"),
            ("unsafe", "themes[0]: unsafe file path"),
        ]
        var steps = [S.media(dark: false, moreContrast: false), S.firstFrame(site.url("page.html")), S.evaluate(fetch)]
        for (folder, _) in variants {
            steps += [
                S.copy(site.folder.url(folder), over: site.folder.url("bundle")), S.evaluate(fetch), S.screenshot,
            ]
        }
        let results = try await session.run(steps)
        #expect(results[2] == "updated")
        for (i, (folder, message)) in variants.enumerated() {
            let error = results[4 + 3 * i].stringValue ?? ""
            #expect(error.hasSuffix(message), "\(folder): \(error)")
            #expect(S.hex(results[5 + 3 * i]) == "#ff8000", "\(folder): the last good stays")
        }
    }
}
