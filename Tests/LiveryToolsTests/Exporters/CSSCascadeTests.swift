import LiveryCore
import LiveryTools
import Testing

@Suite("CSS cascade")
struct CSSCascadeTests {
    /// What each property should be for one environment: the fixture's combination picked by
    /// the attributes, else by the system preferences, rendered as its own `:root` rule would.
    static func expected(_ env: CSSCascade.Environment, in table: ThemeTable) throws -> [String: String] {
        let theme = env.attributes["data-theme"] ?? (env.prefersDark ? "dark" : "light")
        let contrast = env.attributes["data-contrast"] ?? (env.prefersMoreContrast ? "high" : "normal")
        let single = ThemeTable(
            modifiers: [],
            themes: [
                ResolverInput([]): Dictionary(
                    uniqueKeysWithValues: try table.theme(
                        for: ResolverInput([("theme", theme), ("contrast", contrast)])
                    ).tokens.map { ($0.name, $0.token) })
            ])
        let css = try #require(try Exporter.css.render(ExportRequest(source: single)).first).text
        var values = CSSCascade(css).computed(env)
        values["color-scheme"] = nil
        return values
    }

    static var environments: [CSSCascade.Environment] {
        var result: [CSSCascade.Environment] = []
        for theme in [nil, "light", "dark"] {
            for contrast in [nil, "normal", "high"] {
                for (dark, more, p3) in [
                    (false, false, false), (true, false, true), (false, true, false), (true, true, true),
                    (true, true, false),
                ] {
                    var env = CSSCascade.Environment(prefersDark: dark, prefersMoreContrast: more, supportsP3: p3)
                    env.attributes["data-theme"] = theme
                    env.attributes["data-contrast"] = contrast
                    result.append(env)
                }
            }
        }
        return result
    }

    /// The fixture plus a dimension that differs between light and dark, which `light-dark()`
    /// cannot carry.
    static let withDarkOnlyDimension: ThemeTable = {
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for input in ExportFixture.table.allInputs {
            var tokens = ExportFixture.themed(dark: input["theme"] == "dark", high: input["contrast"] == "high")
            let gap = input["theme"] == "dark" ? 12.0 : 8.0
            tokens["size.gap"] = ResolvedToken(type: .dimension, value: .dimension(Dimension(gap, .px)))
            themes[input] = tokens
        }
        return ThemeTable(modifiers: ExportFixture.modifiers, themes: themes)
    }()

    @Test(
        "every attribute and system preference combination gets its own combination's values",
        arguments: [0, 1], [false, true])
    func cascade(file: Int, darkOnlyDimension: Bool) throws {
        let table = darkOnlyDimension ? Self.withDarkOnlyDimension : ExportFixture.table
        let css = try Exporter.css.render(ExportRequest(source: table))[file].text
        let cascade = CSSCascade(css)
        for env in Self.environments {
            var actual = cascade.computed(env)
            actual["color-scheme"] = nil
            let expected = try Self.expected(env, in: table)
            #expect(actual == expected, "\(env)")
        }
    }

    @Test("explicit appearances set color-scheme, the system decides otherwise", arguments: [0, 1])
    func colorScheme(file: Int) throws {
        let cascade = CSSCascade(try Exporter.css.render(ExportFixture.request)[file].text)
        var env = CSSCascade.Environment(prefersDark: true)
        #expect(cascade.computed(env)["color-scheme"] == "light dark")
        env.attributes["data-theme"] = "light"
        #expect(cascade.computed(env)["color-scheme"] == "light")
        env.attributes["data-theme"] = "dark"
        #expect(cascade.computed(env)["color-scheme"] == "dark")
    }
}
