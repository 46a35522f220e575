import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTools

/// A resolver with light and dark themes over a shared base, written to a scratch folder, and
/// the builder `livery serve` runs on it.
struct ServeFixture {
    static let resolver = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    /// A theme file: the background, the text (the base's ink) and `extra` members of `color`.
    static func colors(_ background: String, extra: String = "") -> String {
        ##"{"color": {"$type": "color", "background": {"$value": "\##(background)"}, "text": {"$value": "{color.ink}"}\##(extra)}}"##
    }

    let folder: TemporaryFolder
    var builder: DevSiteBuild

    init(dark: String = colors("#101010")) throws {
        folder = try TemporaryFolder("serve-update")
        try folder.write("app.resolver.json", text: Self.resolver)
        try folder.write("base.tokens.json", text: ##"{"color": {"ink": {"$type": "color", "$value": "#202020"}}}"##)
        try folder.write("light.tokens.json", text: Self.colors("#fafafa"))
        try folder.write("dark.tokens.json", text: dark)
        builder = DevSiteBuild(resolver: folder.path + "/app.resolver.json")
    }

    /// Writes `dark.tokens.json`, checks and renders as `livery serve` does after an edit, and
    /// returns the check.
    mutating func edit(dark: String) throws -> DevSiteBuild.Outcome<DevSiteBuild.Checked> {
        try folder.write("dark.tokens.json", text: dark)
        let checked = builder.check()
        _ = builder.render(checked)
        return checked
    }
}

@Suite("livery serve: updates applied in place")
struct DevUpdateTests {
    @Test("a value edit gives an update with exactly the changed properties, in the combination that changed")
    func valueEdit() throws {
        var fixture = try ServeFixture()
        defer { fixture.folder.remove() }
        _ = try fixture.builder.run().result.get()
        let checked = try fixture.edit(dark: ServeFixture.colors("#000080"))
        let update = try #require(try checked.result.get().update, "a value edit is sent as an update")
        #expect(
            update.changes
                == [DevUpdate.Change(context: "theme=dark", properties: [("--color-background", "#000080")])])
        // The stylesheet declares the property in every rule, each with its combination's value.
        #expect(update.stylesheet.contains(":root { --color-background: #fafafa; }"), "\(update.stylesheet)")
        #expect(update.stylesheet.contains("[data-theme=\"dark\"] { --color-background: #000080; }"))
        #expect(!update.stylesheet.contains("--color-ink"), "unchanged tokens are left out")
        // The dark column's swatches: the background's hex, and every badge (measured on it).
        #expect(update.swatches.allSatisfy { $0.column == 1 })
        let background = try #require(update.swatches.first { $0.token == "color.background" })
        #expect(background.html.contains("<code class=\"lv-hex\">#000080</code>"), "\(background.html)")
        #expect(Set(update.swatches.map(\.token)) == ["color.ink", "color.background", "color.text"])

        let json = update.json(from: 1, to: 2)
        let parsed = try JSONParser.parse(Array(json.utf8))
        #expect(parsed["from"] == .number(1) && parsed["to"] == .number(2))
        #expect(parsed["changes"]?[0]?["properties"] == ["--color-background": "#000080"])
        #expect(parsed["css"]?.stringValue == update.stylesheet)
    }

    @Test("an edit of a color that is not measured against updates only its own swatch")
    func oneSwatch() throws {
        var fixture = try ServeFixture(
            dark: ServeFixture.colors("#101010", extra: ##", "accent": {"$value": "#ff0000"}"##))
        defer { fixture.folder.remove() }
        _ = fixture.builder.run()
        let light = ServeFixture.colors("#fafafa", extra: ##", "accent": {"$value": "#ff0000"}"##)
        try fixture.folder.write("light.tokens.json", text: light)
        _ = try fixture.edit(dark: ServeFixture.colors("#101010", extra: ##", "accent": {"$value": "#ff0000"}"##))
        let checked = try fixture.edit(
            dark: ServeFixture.colors("#101010", extra: ##", "accent": {"$value": "#00ff00"}"##))
        let update = try #require(try checked.result.get().update)
        #expect(update.changes.map(\.context) == ["theme=dark"])
        #expect(update.changes.first?.properties.map(\.property) == ["--color-accent"])
        #expect(update.swatches.map(\.token) == ["color.accent"])
        #expect(update.swatches.first?.html.contains("#00ff00") == true)
    }

    @Test(
        "a structural edit (a token added, removed or retyped) gives no update: the pages reload",
        arguments: [
            ServeFixture.colors("#101010", extra: ##", "added": {"$value": "#123456"}"##),
            ##"{"color": {"$type": "color", "background": {"$value": "#101010"}}}"##,
            ##"{"color": {"background": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}, "text": {"$type": "color", "$value": "{color.ink}"}}}"##,
        ])
    func structuralEdit(dark: String) throws {
        var fixture = try ServeFixture()
        defer { fixture.folder.remove() }
        _ = fixture.builder.run()
        let checked = try fixture.edit(dark: dark)
        let good = try checked.result.get()
        #expect(good.update == nil, "\(dark)")
    }

    @Test("a broken edit fails the check and keeps the last good build; the fix after it reloads")
    func brokenThenFixed() throws {
        var fixture = try ServeFixture()
        defer { fixture.folder.remove() }
        _ = fixture.builder.run()
        let broken = try fixture.edit(dark: "{\"color\": {\n  \"background\": {\"$value\": \"#00008\"}}")
        guard case .failure(let error) = broken.result else {
            Issue.record("a broken edit passed the check")
            return
        }
        #expect(error.diagnostics.contains { $0.description.contains("dark.tokens.json:") }, "\(error.diagnostics)")
        let fixed = try fixture.edit(dark: ServeFixture.colors("#000080"))
        #expect(try fixed.result.get().update == nil, "the page shows the errors: it reloads")
        let next = try fixture.edit(dark: ServeFixture.colors("#000090"))
        #expect(try next.result.get().update?.changes.first?.properties.first?.value == "#000090")
    }

    @Test("a save seen half-written, checked again once whole, is still an update")
    func halfWrittenSave() throws {
        var fixture = try ServeFixture()
        defer { fixture.folder.remove() }
        _ = fixture.builder.run()
        let whole = ServeFixture.colors("#000080")
        try fixture.folder.write("dark.tokens.json", text: String(whole.prefix(30)))
        let half = fixture.builder.check()
        #expect(throws: DiagnosticsError.self) { try half.result.get() }
        try fixture.folder.write("dark.tokens.json", text: whole)
        let checked = fixture.builder.check()
        #expect(try checked.result.get().update?.changes.first?.properties.first?.value == "#000080")
    }

    @Test("an edit that rewrites a file with new bytes of the same size is seen (the parse cache keys on bytes)")
    func sameSizeEdit() throws {
        var fixture = try ServeFixture()
        defer { fixture.folder.remove() }
        _ = fixture.builder.run()
        let checked = try fixture.edit(dark: ServeFixture.colors("#101011"))
        #expect(try checked.result.get().update?.changes.first?.properties.first?.value == "#101011")
        let again = try fixture.edit(dark: ServeFixture.colors("#101011"))
        #expect(try again.result.get().update?.changes == [], "an unchanged file changes nothing")
    }

    @Test("hostile names, descriptions and values cannot leave the event's data line, the script or the markup")
    func hostileText() throws {
        let hostile = #"</script><img src=x onerror=\"alert(1)\">\r\n\nevent: reload\n\ndata: x \u2028 & '"#
        let dark = { (hex: String) in
            ServeFixture.colors(
                "#101010",
                extra: ##", "x</style><script>\r\n": {"$value": "\##(hex)", "$description": "\##(hostile)"}"##)
        }
        var fixture = try ServeFixture(dark: dark("#ff0000"))
        defer { fixture.folder.remove() }
        try fixture.folder.write(
            "light.tokens.json",
            text: ServeFixture.colors(
                "#fafafa", extra: ##", "x</style><script>\r\n": {"$value": "#ff0000"}"##))
        _ = fixture.builder.run()
        let checked = try fixture.edit(dark: dark("#00ff00"))
        let update = try #require(try checked.result.get().update)
        let json = update.json(from: 1, to: 2)
        for forbidden in ["\n", "\r", "<", ">", "\u{2028}"] {
            #expect(!json.contains(forbidden), "the JSON holds \(forbidden.debugDescription): \(json)")
        }
        let event = String(decoding: ServerSentEvent("update", data: json).bytes, as: UTF8.self)
        #expect(event.hasPrefix("event: update\ndata: {") && event.hasSuffix("}\n\n"))
        #expect(event.components(separatedBy: "\n").count == 4, "one data line: \(event)")
        let swatch = try #require(update.swatches.first { $0.token.contains("x</style>") })
        #expect(!swatch.html.contains("<img") && !swatch.html.contains("<script"), "\(swatch.html)")
        #expect(swatch.html.contains("&lt;img src=x onerror="), "\(swatch.html)")
        #expect(!update.stylesheet.contains("</style") && !update.stylesheet.contains("<script"))
    }

    @Test("after a value edit, the page rendered with the kept layout is the page `livery preview` renders")
    func keptLayout() throws {
        var fixture = try ServeFixture()
        defer { fixture.folder.remove() }
        _ = fixture.builder.run()
        try fixture.folder.write("dark.tokens.json", text: ServeFixture.colors("#000080"))
        let checked = fixture.builder.check()
        #expect(try checked.result.get().snapshot.sameStructureAsPrevious)
        let files = try fixture.builder.render(checked).result.get()
        let fresh = try PreviewPage.render(source: try Resolver(path: fixture.folder.path + "/app.resolver.json"))
        #expect(files["/preview.html"] == fresh.contents)
    }

    @Test("a hostile font family stays one CSS string in the update's stylesheet")
    func hostileFontFamily() throws {
        let dark = { (family: String) in
            ##"{"color": {"$type": "color", "background": {"$value": "#101010"}, "text": {"$value": "{color.ink}"}}, "font": {"body": {"$type": "fontFamily", "$value": "\##(family)"}}}"##
        }
        var fixture = try ServeFixture(dark: dark("Inter"))
        defer { fixture.folder.remove() }
        try fixture.folder.write(
            "light.tokens.json",
            text:
                ##"{"color": {"$type": "color", "background": {"$value": "#fafafa"}, "text": {"$value": "{color.ink}"}}, "font": {"body": {"$type": "fontFamily", "$value": "Inter"}}}"##
        )
        _ = fixture.builder.run()
        let checked = try fixture.edit(dark: dark(#"x\"; } :root { --pwned: 1 } .y { a: \"\n</style>"#))
        let update = try #require(try checked.result.get().update)
        let value = try #require(update.changes.first?.properties.first?.value)
        #expect(value == #""x\"; } :root { --pwned: 1 } .y { a: \"\a </style>""#, "\(value)")
        #expect(!update.stylesheet.contains("\n:root { --pwned"), "\(update.stylesheet)")
        #expect(update.stylesheet.components(separatedBy: "--font-body:").count - 1 == CSSRuleCount.of(update))
    }

    @Test("after an edit, the bundle built with the kept theme files is the bundle `livery publish` writes")
    func keptThemeFiles() throws {
        var fixture = try ServeFixture()
        defer { fixture.folder.remove() }
        _ = fixture.builder.run()
        for dark in ["#000080", "#000080", "#000090"] {
            let files = try fixture.builder.render(try fixture.edit(dark: ServeFixture.colors(dark))).result.get()
            let source = try Resolver(path: fixture.folder.path + "/app.resolver.json")
            let published = try ThemeBundlePublisher(shipsWebRuntime: true).files(for: source)
            #expect(published.count == files.count - 1, "the bundle and the preview")
            #expect(published.contains { $0.path == "livery.js" }, "the web runtime, as `livery publish` writes it")
            for file in published { #expect(files["/" + file.path] == file.contents, "\(file.path) after \(dark)") }
        }
    }

    @Test("event data is split at every line end, so no text ends the event or adds a field")
    func eventLines() {
        let event = ServerSentEvent("update", data: "a\r\nevent: reload\r\rdata: b\n\nc")
        #expect(
            String(decoding: event.bytes, as: UTF8.self)
                == "event: update\ndata: a\ndata: event: reload\ndata: \ndata: data: b\ndata: \ndata: c\n\n")
    }

    @Test("the page carries the live script with its generation; its ETag changes with each build")
    func pageScript() throws {
        var fixture = try ServeFixture()
        defer { fixture.folder.remove() }
        var site = DevSite()
        site.publish(try fixture.builder.run().result.get())
        let page = String(decoding: try #require(site.body(at: "/")), as: UTF8.self)
        #expect(page.contains("<script>(function(){var g=1,"))
        #expect(page.contains("new EventSource(\"/events\")"))
        #expect(page.contains("addEventListener(\"update\""))
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
        let etag = try #require(site.response(at: "/")?.etag)
        site.fail([.error("broken", file: "dark.tokens.json")])
        #expect(site.response(at: "/")?.etag != etag)
        let failed = String(decoding: try #require(site.body(at: "/preview.html")), as: UTF8.self)
        #expect(failed.contains("id=\"livery-errors\"") && failed.contains("var g=2,"))
    }
}

/// How many rules an update's stylesheet repeats: one per line that opens a selector's block.
private enum CSSRuleCount {
    static func of(_ update: DevUpdate) -> Int {
        update.stylesheet.split(separator: "\n").filter { !$0.hasPrefix("@media") && $0.hasSuffix(" }") }.count
    }
}
