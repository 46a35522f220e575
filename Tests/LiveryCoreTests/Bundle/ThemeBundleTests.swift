import Testing

@testable import LiveryCore

@Suite("Theme bundle building")
struct ThemeBundleTests {
    private func table(_ bg: String) -> ThemeTable {
        let token = { (hex: String) in
            ResolvedToken(type: .color, value: .color((try? Color(hex: hex)) ?? Color(.srgb, 0, 0, 0)))
        }
        return ThemeTable(
            contexts: ["light": ["color.bg": token(bg)], "dark": ["color.bg": token("#000000")]],
            order: ["light", "dark"])
    }

    private func encode(_ theme: ResolvedTheme) -> JSONObject {
        JSONObject(
            theme.tokens.map {
                (
                    key: $0.name,
                    value: ["type": .string($0.token.type.name), "hex": .string($0.token.value.color?.hex ?? "")]
                )
            })
    }

    @Test("each theme file is named by, and listed with, the SHA-256 and size of its bytes")
    func contentNamed() throws {
        let bundle = try ThemeBundle(source: table("#ffffff"), encodeTokens: encode)
        #expect(bundle.files.map(\.path).first == "manifest.json")
        for entry in bundle.manifest.themes {
            let file = try #require(bundle.files.first { $0.path == entry.file })
            #expect(entry.revision == SHA256.hex(file.contents))
            #expect(entry.size == file.contents.count)
            #expect(entry.file == "themes/\(ThemeBundle.fileStem(for: entry.input)).\(entry.revision).json")
        }
        #expect(bundle.manifest.themes.map(\.key) == ["theme=light", "theme=dark"])
    }

    @Test("each theme file holds its layer under its input key")
    func payloadKey() throws {
        let bundle = try ThemeBundle(source: table("#ffffff"), encodeTokens: encode)
        let dark = try #require(bundle.files.first { $0.path == bundle.manifest.themes[1].file })
        let payload = try JSONParser.parse(dark.contents)
        #expect(payload.objectValue?.keys == ["theme=dark"])
        #expect(payload["theme=dark"]?["color.bg"]?["hex"] == "#000000")
    }

    @Test("building twice gives the same bytes; a change renames only the changed layer's file")
    func deterministic() throws {
        let first = try ThemeBundle(source: table("#ffffff"), encodeTokens: encode)
        #expect(try ThemeBundle(source: table("#ffffff"), encodeTokens: encode) == first)
        let changed = try ThemeBundle(source: table("#fefefe"), encodeTokens: encode)
        #expect(changed.manifest.themes[0].file != first.manifest.themes[0].file)
        #expect(changed.manifest.themes[1].file == first.manifest.themes[1].file)
    }

    @Test(
        "file stems are safe names for every input",
        arguments: [
            ([("theme", "dark"), ("contrast", "high")], "theme-dark_contrast-high"),
            ([("brand", "Acme Co/EU")], "brand-Acme-Co-EU"),
            ([], "default"),
        ])
    func fileStems(selections: [(String, String)], stem: String) {
        #expect(ThemeBundle.fileStem(for: ResolverInput(selections.map { (modifier: $0.0, context: $0.1) })) == stem)
    }
}
