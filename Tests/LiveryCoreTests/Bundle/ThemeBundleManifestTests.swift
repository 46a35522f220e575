import Testing

@testable import LiveryCore

@Suite("Theme bundle manifest")
struct ThemeBundleManifestTests {
    private let revision = String(repeating: "ab", count: 32)

    private func manifest(themes: [JSONValue], version: JSONValue = 1) -> JSONValue {
        [
            "format": "livery.theme-bundle", "version": version,
            "modifiers": [["name": "theme", "contexts": ["light", "dark"], "default": "light"]],
            "themes": .array(themes),
        ]
    }

    private func theme(
        key: String = "theme=dark", context: String = "dark", file: String? = nil, revision: String? = nil,
        size: JSONValue = 10
    )
        -> JSONValue
    {
        [
            "key": .string(key), "contexts": ["theme": .string(context)],
            "file": .string(file ?? "themes/theme-\(context).\(self.revision).json"),
            "revision": .string(revision ?? self.revision), "size": size,
        ]
    }

    private func problems(_ json: JSONValue) -> [String] {
        do {
            _ = try ThemeBundleManifest(json: json, file: "manifest.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("a manifest reads back from its own JSON")
    func roundTrip() throws {
        let entry = ThemeBundleManifest.Entry(
            key: "theme=dark,contrast=high", input: ResolverInput([("theme", "dark"), ("contrast", "high")]),
            file: "themes/theme-dark_contrast-high.\(revision).json", revision: revision, size: 1234)
        let original = ThemeBundleManifest(
            modifiers: [
                ModifierDescription(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
                ModifierDescription(name: "contrast", contexts: ["normal", "high"]),
            ], themes: [entry])
        #expect(try ThemeBundleManifest(json: original.json) == original)
    }

    @Test(
        "file paths that leave the bundle's folder are refused",
        arguments: [
            "../secret.json", "/etc/passwd", "http://evil.example/x.json", "themes//x.json", "themes/./x.json",
            "themes/x.json?q=1", "",
        ])
    func unsafePaths(path: String) {
        #expect(problems(manifest(themes: [theme(file: path)])).contains { $0.contains("themes[0].file") }, "\(path)")
    }

    @Test("every malformed entry is reported with its JSON path")
    func reportsEveryProblem() {
        let found = problems(
            manifest(themes: [
                theme(),
                theme(key: "theme=light", context: "light", size: -1),
                theme(key: "theme=sepia", context: "dark"),
                theme(),
                theme(key: "theme=light", context: "light", revision: "not-a-hash"),
            ]))
        #expect(
            found == [
                "manifest.json: themes[1].size: must be a whole number of bytes",
                "manifest.json: themes[2].key: \"theme=sepia\" does not match its contexts (theme=dark)",
                "manifest.json: themes[3].key: \"theme=dark\" is listed twice",
                "manifest.json: themes[4].revision: must be 64 lowercase hex digits (SHA-256), found \"not-a-hash\"",
            ])
    }

    @Test("another format version is refused")
    func otherVersion() {
        #expect(
            problems(manifest(themes: [], version: 2)) == ["manifest.json: version: this client reads version 1 only"])
    }

    @Test("a revision is exactly 64 lowercase hex digits")
    func revisionForm() {
        #expect(ThemeBundleManifest.isRevision(SHA256.hex([])))
        #expect(!ThemeBundleManifest.isRevision(SHA256.hex([]).uppercased()))
        #expect(!ThemeBundleManifest.isRevision(String(SHA256.hex([]).dropLast())))
    }
}
