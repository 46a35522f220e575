import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTools

@Suite("Exporter.web: livery.js, livery.mjs, the head snippet and their config")
struct WebExporterTests {
    static func runtime(_ request: ExportRequest = ExportFixture.request) throws -> WebRuntime {
        try WebRuntime(request)
    }

    /// The JavaScript inside the snippet's `<script>` element.
    static func headScript(_ runtime: WebRuntime) throws -> String {
        let head = runtime.head
        #expect(head.hasPrefix("<script>") && head.hasSuffix("</script>\n"), "\(head)")
        return String(head.dropFirst("<script>".count).dropLast("</script>\n".count))
    }

    @Test func theFormatWritesBothScriptsTheSnippetAndTheConfig() throws {
        let files = try Exporter.web.render(ExportFixture.request)
        #expect(
            files.map(\.path) == [
                "livery.js", "livery.mjs", "livery-remote.js", "livery-head.html", "livery.config.json",
            ])
        #expect(try Exporter.web.render(ExportFixture.request) == files, "deterministic")
    }

    @Test func theConfigUsesTheCSSExportersAttributesAndProperties() throws {
        let config = try Self.runtime().config.json
        let theme = config["modifiers"]?.arrayValue?.first
        #expect(theme?["attribute"] == "data-theme")
        #expect(theme?["contexts"] == ["light", "dark"])
        #expect(
            theme?["system"] == [
                ["(prefers-color-scheme: dark)", "dark"], ["(prefers-color-scheme: light)", "light"],
            ])
        let contrast = config["modifiers"]?.arrayValue?.last
        #expect(contrast?["attribute"] == "data-contrast")
        #expect(contrast?["system"] == [["(prefers-contrast: more)", "high"]])
        #expect(config["tokens"]?["color"]?.arrayValue?.contains("color.background") == true)
        #expect(config["tokens"]?["dimension"]?.arrayValue?.contains("size.spacing.2xl") == true)
        #expect(config["properties"] == [:], "every property is the one livery.js derives from the name")
        let css = try #require(try Exporter.css.render(ExportFixture.request).first).text
        #expect(css.contains("[data-theme=\"dark\"]") && css.contains("[data-contrast=\"high\"]"))
        #expect(css.contains("--color-background: ") && css.contains("--size-spacing-2xl: "))
    }

    @Test func aPropertyTheRuntimeWouldNotDeriveIsListed() throws {
        let table = ThemeTable(
            modifier: "theme",
            contexts: [
                "light": [
                    "a.b": ResolvedToken(type: .number, value: .number(1)),
                    "a-b": ResolvedToken(type: .number, value: .number(2)),
                    "é": ResolvedToken(type: .number, value: .number(3)),
                ]
            ], order: ["light"])
        let config = try Self.runtime(ExportRequest(source: table)).config.json
        let css = try #require(try Exporter.css.render(ExportRequest(source: table)).first).text
        #expect(css.contains("--a-b: ") && css.contains("--a-b-2: ") && css.contains("---: "), "\(css)")
        #expect(config["properties"] == ["a.b": "--a-b-2"], "the second of two names that derive one property")
        #expect(WebRuntimeConfig.derivedProperty("é.x") == "----x")
    }

    @Test func theScriptsEmbedNoTokens() throws {
        let runtime = try Self.runtime()
        #expect(!runtime.classic.contains("color.background") && !runtime.module.contains("color.background"))
    }

    @Test func aHeldModifierIsInTheConfigWithItsOneContext() throws {
        var options = ExportOptions()
        options.fixedContexts = ["contrast": "high"]
        let config = try Self.runtime(ExportRequest(source: ExportFixture.table, options: options)).config.json
        #expect(config["modifiers"]?.arrayValue?.last == ["name": "contrast", "context": "high"])
    }

    @Test func bothScriptsParse() async throws {
        let folder = try TemporaryFolder("web-export")
        defer { folder.remove() }
        let runtime = try Self.runtime()
        let classic = try folder.write("livery.js", text: runtime.classic)
        let module = try folder.write("livery.mjs", text: runtime.module)
        let remote = try folder.write("livery-remote.mjs", text: runtime.remote)
        let head = try folder.write("head.js", text: try Self.headScript(runtime))
        for path in [classic, module, remote, head] { _ = try await Node.run(["--check", path]) }
        #expect(runtime.module.hasSuffix("export default L;\n"))
    }

    @Test func theSnippetSetsTheStoredChoiceElseTheSystemsElseTheDefault() async throws {
        let script = try Self.headScript(try Self.runtime())
        let stored = try await FakePage(storage: ["livery": #"{"theme":"dark"}"#]).run(script)
        #expect(stored.attributes == ["data-theme": "dark", "data-contrast": "normal"])
        let system = try await FakePage(system: ["(prefers-color-scheme: dark)", "(prefers-contrast: more)"]).run(
            script)
        #expect(system.attributes == ["data-theme": "dark", "data-contrast": "high"])
        let unknown = try await FakePage(storage: ["livery": #"{"theme":"purple","contrast":7}"#]).run(script)
        #expect(unknown.attributes == ["data-theme": "light", "data-contrast": "normal"])
        let user = try await FakePage(
            storage: ["livery": #"{"theme":"light"}"#, "livery:alice": #"{"contrast":"high"}"#],
            attributes: ["data-livery-user": "alice"]
        ).run(script)
        #expect(user.attributes["data-theme"] == "light" && user.attributes["data-contrast"] == "high")
    }

    @Test func insideTheAppTheSnippetLeavesTheAttributesToTheBridge() async throws {
        let script = try Self.headScript(try Self.runtime())
        let page = try await FakePage(storage: ["livery": #"{"theme":"dark"}"#], inApp: true).run(script)
        #expect(page.attributes.isEmpty)
    }

    @Test func setStoresTheChoiceSetsTheAttributeAndTellsListeners() async throws {
        let steps = """
            livery.on("change", (e) => out.push(e.source + ":" + e.contexts.theme + "," + e.contexts.contrast));
            livery.set("dark");
            livery.set({ contrast: "high" });
            out.push(livery.get(), JSON.stringify(livery.contexts()), JSON.stringify(livery.modifiers()));
            try { livery.set("purple"); } catch (e) { out.push(e.message); }
            livery.set({ theme: null });
            out.push(livery.get());
            """
        let page = try await FakePage().run(try Self.runtime().classic, steps: steps)
        #expect(
            page.out == [
                "user:dark,normal", "user:dark,high", "dark", #"{"theme":"dark","contrast":"high"}"#,
                #"{"theme":["light","dark"],"contrast":["normal","high"]}"#,
                "livery: no context purple", "user:light,high", "light",
            ])
        #expect(page.storage["livery"] == #"{"contrast":"high"}"#)
        #expect(page.attributes == ["data-theme": "light", "data-contrast": "high"])
    }

    @Test func insideTheAppSetPostsToTheAppAndChangesNothing() async throws {
        let steps = """
            livery.set("dark");
            out.push(livery.get());
            dispatchEvent(new CustomEvent("livery:bridge", { detail: { livery: 1, contexts: { theme: "dark", contrast: "high" },
              colorScheme: "dark", properties: {}, revision: 2 } }));
            out.push(livery.get(), livery.get("contrast"));
            """
        let page = try await FakePage(attributes: ["data-theme": "light"], inApp: true).run(
            try Self.runtime().classic, steps: steps)
        #expect(page.posted == [#"{"livery":1,"set":{"theme":"dark"}}"#])
        #expect(page.out == ["light", "dark", "high"])
        #expect(page.storage.isEmpty)
    }

    @Test func aBridgeMessageMakesTheAppTheSourceOfTruth() async throws {
        let steps = """
            livery.on("change", (e) => out.push(e.source + ":" + e.contexts.theme));
            dispatchEvent(new CustomEvent("livery:bridge", { detail: { livery: 1, contexts: { theme: "dark" }, revision: 1 } }));
            dispatchEvent(new CustomEvent("livery:bridge", { detail: { livery: 2, contexts: { theme: "light" } } }));
            out.push(livery.get());
            """
        let page = try await FakePage(storage: ["livery": #"{"theme":"light"}"#]).run(
            try Self.runtime().classic, steps: steps)
        #expect(page.out == ["app:dark", "dark"])
    }

    static let hostile = "</script><img src=x onerror=alert(1)><!--\u{2028}\"'\\"

    @Test func hostileContextNamesReachTheScriptsOnlyAsData() async throws {
        let table = ThemeTable(
            modifier: "theme",
            contexts: [
                Self.hostile: ["color.bg": ResolvedToken(type: .number, value: .number(1))],
                "light": ["color.bg": ResolvedToken(type: .number, value: .number(2))],
            ], order: [Self.hostile, "light"])
        let runtime = try Self.runtime(ExportRequest(source: table))
        for text in [runtime.classic, runtime.module, try Self.headScript(runtime)] {
            #expect(!text.contains("</") && !text.contains("<!--"), "\(text.prefix(300))")
            #expect(!text.unicodeScalars.contains("\u{2028}"))
        }
        #expect(runtime.head.components(separatedBy: "</script>").count == 2)
        let page = try await FakePage().run(try Self.headScript(runtime))
        #expect(page.attributes == ["data-theme": Self.hostile])
    }
}
