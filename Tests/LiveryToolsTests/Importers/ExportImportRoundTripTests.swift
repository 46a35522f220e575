import LiveryCore
import Testing

@testable import LiveryTools

/// Export → import through the real exporters: the imported theme resolves, for every
/// combination the format can hold, to the colors the source resolved to.
@Suite("Export → import round trips")
struct ExportImportRoundTripTests {
    private static func color(_ hex: String) -> ResolvedToken {
        // The fixtures below are valid hex; a typo would show as a missing token in the comparison.
        ResolvedToken(type: .color, value: .color((try? Color(hex: hex)) ?? Color(.srgb, 0, 0, 0)))
    }

    private static let modifiers = [
        ModifierDescription(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
        ModifierDescription(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
    ]

    /// A theme × contrast source; `highDependsOnAppearance` gives `color.accent` a different
    /// high-contrast value under dark.
    private static func source(highDependsOnAppearance: Bool) -> ThemeTable {
        func tokens(dark: Bool, high: Bool) -> [String: ResolvedToken] {
            var tokens = [
                "color.background": color(dark ? "#1c1c1e" : "#ffffff"),
                "color.accent": color(
                    high ? (dark && highDependsOnAppearance ? "#66b3ff" : "#0040dd") : (dark ? "#0a84ff" : "#007aff")),
                "separator": color("#3c3c4340"),
            ]
            if high { tokens["separator"] = color("#000000") }
            return tokens
        }
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for dark in [false, true] {
            for high in [false, true] {
                themes[ResolverInput([("theme", dark ? "dark" : "light"), ("contrast", high ? "high" : "normal")])] =
                    tokens(dark: dark, high: high)
            }
        }
        return ThemeTable(modifiers: modifiers, themes: themes)
    }

    private static func inputFiles(_ files: [OutputFile]) -> [InputFile] {
        files.map { InputFile(path: $0.path, contents: $0.contents) }
    }

    private static func assertClose(
        _ a: Color?, _ b: Color?, _ place: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let a, let b else {
            Issue.record("missing color at \(place)", sourceLocation: sourceLocation)
            return
        }
        let x = a.converted(to: .srgb)
        let y = b.converted(to: .srgb)
        let close =
            (0..<3).allSatisfy { abs(x.components[$0] - y.components[$0]) < 0.001 } && abs(x.alpha - y.alpha) < 0.001
        #expect(close, "\(place): \(x) ≠ \(y)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [false, true])
    func xcassetsKeepsEveryAppearanceAndContrast(highDependsOnAppearance: Bool) throws {
        let source = Self.source(highDependsOnAppearance: highDependsOnAppearance)
        let exported = try Exporter.xcassets.render(ExportRequest(source: source))
        let imported = try Importer.xcassets.read(Self.inputFiles(exported)).themeTable()
        #expect(imported.modifiers.map(\.name) == (highDependsOnAppearance ? ["theme"] : ["theme", "contrast"]))
        for input in source.allInputs {
            let theme = input["theme"] ?? "light"
            let high = input["contrast"] == "high"
            let target =
                highDependsOnAppearance
                ? ResolverInput([("theme", high ? "\(theme)-high-contrast" : theme)])
                : ResolverInput([("theme", theme), ("contrast", high ? "high" : "normal")])
            let expected = try source.theme(for: input)
            let actual = try imported.theme(for: target)
            #expect(actual.count == expected.count)
            #expect(actual.tokens.map(\.name).sorted() == expected.tokens.map(\.name).sorted())
            for name in ["color.background", "color.accent", "separator"] {
                Self.assertClose(actual[name]?.value.color, expected[name]?.value.color, "\(input) \(name)")
            }
        }
    }

    @Test func androidKeepsLightAndDarkAndTokenPaths() throws {
        let names = ["color.background", "color.text.primary", "brand"]
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        themes[ResolverInput([("theme", "light")])] = [
            names[0]: Self.color("#ffffff"), names[1]: Self.color("#de000000"), names[2]: Self.color("#6200ee"),
        ]
        themes[ResolverInput([("theme", "dark")])] = [
            names[0]: Self.color("#121212"), names[1]: Self.color("#deffffff"), names[2]: Self.color("#bb86fc"),
        ]
        let source = ThemeTable(modifiers: [Self.modifiers[0]], themes: themes)
        let exported = try Exporter.android.render(ExportRequest(source: source))
        let imported = try Importer.android.read(Self.inputFiles(exported)).themeTable()
        for context in ["light", "dark"] {
            let input = ResolverInput([("theme", context)])
            let expected = try source.theme(for: input)
            let actual = try imported.theme(for: input)
            #expect(actual.tokens.map(\.name).sorted() == names.sorted())
            for name in names {
                #expect(actual[name]?.value.color == expected[name]?.value.color, "\(context) \(name)")
            }
        }
    }
}
