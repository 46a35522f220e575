import LiveryCore
import LiveryTools
import Testing

@Suite("xcassets exporter")
struct XCAssetsExporterTests {
    static func file(_ files: [OutputFile], _ path: String) throws -> String {
        try #require(files.first { $0.path == path }, "no \(path) among \(files.map(\.path))").text
    }

    @Test("writes one color set per color token as the golden files")
    func matchesGolden() throws {
        try GoldenFiles.assertMatches(try Exporter.xcassets.render(ExportFixture.request), format: "xcassets")
    }

    @Test("uses display-p3 for a color outside sRGB and srgb otherwise")
    func colorSpaces() throws {
        let files = try Exporter.xcassets.render(ExportFixture.request)
        let accent = try Self.file(files, "Colors.xcassets/color.accent.vivid.colorset/Contents.json")
        #expect(accent.contains("\"color-space\" : \"display-p3\""))
        #expect(!accent.contains("\"srgb\""))
        #expect(accent.contains("\"red\" : \"0.950\""))
        let background = try Self.file(files, "Colors.xcassets/color.background.colorset/Contents.json")
        #expect(background.contains("\"color-space\" : \"srgb\""))
    }

    @Test("writes a color that never changes as a single any-appearance entry")
    func singleEntry() throws {
        let files = try Exporter.xcassets.render(ExportFixture.request)
        let overlay = try Self.file(files, "Colors.xcassets/color.overlay.colorset/Contents.json")
        #expect(!overlay.contains("appearances"))
        #expect(overlay.contains("\"alpha\" : \"0.500\""))
    }

    @Test("puts an extra theme's colors in a namespace folder")
    func extraTheme() throws {
        let color = { (v: Double) in ResolvedToken(type: .color, value: .color(Color(.srgb, v, v, v))) }
        let table = ThemeTable(
            contexts: ["light": ["bg": color(1)], "dark": ["bg": color(0)], "dim": ["bg": color(0.2)]],
            order: ["light", "dark", "dim"])
        let files = try Exporter.xcassets.render(ExportRequest(source: table))
        #expect(
            files.map(\.path) == [
                "Colors.xcassets/Contents.json", "Colors.xcassets/bg.colorset/Contents.json",
                "Colors.xcassets/dim/Contents.json", "Colors.xcassets/dim/bg.colorset/Contents.json",
            ])
        #expect(try Self.file(files, "Colors.xcassets/dim/Contents.json").contains("\"provides-namespace\" : true"))
        #expect(try Self.file(files, "Colors.xcassets/dim/bg.colorset/Contents.json").contains("\"red\" : \"0.200\""))
    }

    @Test("gives every token a color set folder of its own on a case-insensitive file system, and one that fits")
    func fileSystemSafeNames() throws {
        let color = { (v: Double) in ResolvedToken(type: .color, value: .color(Color(.srgb, v, v, v))) }
        let long = "color." + String(repeating: "a", count: 300)
        let names = ["color.Bg", "color.bg", "color.s\u{E9}pia", "color.s\u{E8}pia", long, long + "b"]
        var tokens: [String: ResolvedToken] = [:]
        for (index, name) in names.enumerated() { tokens[name] = color(Double(index) / 10) }
        let table = ThemeTable(contexts: ["light": tokens], order: ["light"])
        let files = try Exporter.xcassets.render(ExportRequest(source: table))
        let folders = files.map(\.path).filter { $0.hasSuffix(".colorset/Contents.json") }.map {
            String($0.dropFirst("Colors.xcassets/".count).dropLast("/Contents.json".count))
        }
        #expect(folders.count == names.count, "\(folders)")
        #expect(Set(folders.map { $0.lowercased() }).count == names.count, "a case-insensitive clash: \(folders)")
        #expect(folders.allSatisfy { $0.utf8.count <= 255 }, "\(folders.map(\.utf8.count))")
        // Each token's own value is in its own folder: nothing was replaced.
        let reds = try Set(folders.map { try Self.file(files, "Colors.xcassets/\($0)/Contents.json") })
        #expect(reds.count == names.count)
    }

    @Test("writes Xcode's layout: sorted keys, spaced colons, expanded arrays")
    func xcodeLayout() throws {
        let files = try Exporter.xcassets.render(ExportFixture.request)
        #expect(
            try Self.file(files, "Colors.xcassets/Contents.json") == """
                {
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  }
                }

                """)
    }
}
