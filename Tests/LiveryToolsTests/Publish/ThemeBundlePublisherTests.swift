import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

@Suite("livery publish")
struct ThemeBundlePublisherTests {
    private static let source = ThemeTable(
        contexts: [
            "light": [
                "color.bg": ResolvedToken(type: .color, value: .color(Color(.srgb, 1, 1, 1))),
                "color.accent": ResolvedToken(type: .color, value: .color(Color(.oklch, 0.6, 0.2, 30))),
                "space.gap": ResolvedToken(type: .dimension, value: .dimension(Dimension(8, .px))),
                "motion.fast": ResolvedToken(type: .duration, value: .duration(TokenDuration(120, .ms))),
                "font.body": ResolvedToken(
                    type: .fontFamily, value: .fontFamily(["Inter", "sans-serif"]), description: "Running text"),
            ],
            "dark": [
                "color.bg": ResolvedToken(type: .color, value: .color(Color(.srgb, 0, 0, 0))),
                "color.accent": ResolvedToken(type: .color, value: .color(Color(.oklch, 0.7, 0.2, 30))),
                "space.gap": ResolvedToken(type: .dimension, value: .dimension(Dimension(8, .px))),
                "motion.fast": ResolvedToken(type: .duration, value: .duration(TokenDuration(120, .ms))),
                "font.body": ResolvedToken(type: .fontFamily, value: .fontFamily(["Inter", "sans-serif"])),
            ],
        ], order: ["light", "dark"])

    @Test("the output is the manifest and one content-named file per context")
    func layout() throws {
        let files = try ThemeBundlePublisher().files(for: Self.source)
        #expect(files.count == 3)
        #expect(files[0].path == "manifest.json")
        let manifest = try ThemeBundleManifest(json: JSONParser.parse(files[0].contents))
        #expect(manifest.themes.map(\.file) == files.dropFirst().map(\.path))
        for (entry, file) in zip(manifest.themes, files.dropFirst()) {
            #expect(entry.revision == SHA256.hex(file.contents))
            #expect(entry.size == file.contents.count)
        }
    }

    @Test(
        "shipping the web runtime adds livery.js, livery.mjs, livery-remote.js and livery.config.json, as the web format writes them"
    )
    func webRuntime() throws {
        let bundle = try ThemeBundlePublisher().files(for: Self.source)
        let site = try ThemeBundlePublisher(shipsWebRuntime: true).files(for: Self.source)
        #expect(Array(site.prefix(bundle.count)) == bundle)
        let web = try Exporter.web.render(ExportRequest(source: Self.source))
        #expect(Array(site.dropFirst(bundle.count)) == web.filter { $0.path != "livery-head.html" })
        #expect(site.map(\.path).suffix(4) == ["livery.js", "livery.mjs", "livery-remote.js", "livery.config.json"])
    }

    @Test("publishing is deterministic: the same source gives the same bytes")
    func deterministic() throws {
        #expect(try ThemeBundlePublisher().files(for: Self.source) == ThemeBundlePublisher().files(for: Self.source))
    }

    @Test("tokens are written in the payload format: type, DTCG value, and hex for colors")
    func payloadFormat() throws {
        let files = try ThemeBundlePublisher().files(for: Self.source)
        let light = try JSONParser.parse(files[1].contents)["theme=light"]
        #expect(
            light?["color.bg"] == [
                "type": "color", "value": ["colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"],
                "hex": "#ffffff",
            ])
        #expect(light?["color.accent"]?["value"]?["colorSpace"] == "oklch")
        #expect(light?["color.accent"]?["hex"]?.stringValue?.count == 7)
        #expect(light?["space.gap"] == ["type": "dimension", "value": ["value": 8, "unit": "px"]])
        #expect(light?["motion.fast"]?["value"] == ["value": 120, "unit": "ms"])
        #expect(light?["font.body"]?["value"] == ["Inter", "sans-serif"])
        #expect(light?["font.body"]?["description"] == "Running text")
    }

    @Test("each theme file is its theme in the ResolvedThemeJSON payload form, as the json exporter writes it")
    func sameFormAsResolvedThemeJSON() throws {
        let files = try ThemeBundlePublisher().files(for: Self.source)
        #expect(files.count == Self.source.allInputs.count + 1, "the manifest and one file per theme")
        for (input, file) in zip(Self.source.allInputs, files.dropFirst()) {
            let theme = try Self.source.theme(for: input)
            #expect(try JSONParser.parse(file.contents) == ResolvedThemeJSON.encode([theme]), "\(input)")
            let decoded = try ResolvedThemeJSON.decodeThemes(try JSONParser.parse(file.contents))
            let readBack = try decoded.theme(for: input)
            #expect(readBack.count == theme.count, "\(input)")
            for (name, token) in theme.tokens { #expect(readBack[name] == token, "\(input): \(name)") }
        }
    }

    @Test("the bundle writes as a folder a static server can serve")
    func writesFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "livery-publish-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try ThemeBundlePublisher().files(for: Self.source)
        try OutputWriter.write(files, to: folder.path)
        for file in files {
            let written = FileManager.default.contents(atPath: folder.appendingPathComponent(file.path).path)
            #expect(written.map { [UInt8]($0) } == file.contents, "\(file.path)")
        }
    }
}
