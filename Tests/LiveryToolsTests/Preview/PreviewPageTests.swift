import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

@Suite("Preview page")
struct PreviewPageTests {
    /// The rendered page; a render that throws fails the test that reads it (an empty page
    /// would let every `!page.contains(…)` check pass).
    static let rendered = Result { try PreviewPage.render(source: PreviewFixture.table).text }
    static var page: String {
        get throws { try rendered.get() }
    }

    @Test("renders one file named preview.html")
    func fileName() throws {
        #expect(try PreviewPage.render(source: PreviewFixture.table).path == "preview.html")
    }

    @Test("has one column per combination, carrying every axis's data attribute")
    func columns() throws {
        let page = try Self.page
        for theme in ["light", "dark", "sepia"] {
            for contrast in ["normal", "high"] {
                let column =
                    "data-lv-context=\"theme=\(theme), contrast=\(contrast)\" data-theme=\"\(theme)\" data-contrast=\"\(contrast)\""
                #expect(page.contains(column), "missing column \(theme)/\(contrast)")
            }
        }
        #expect(page.components(separatedBy: "<section class=\"lv-context\"").count - 1 == 6)
    }

    @Test("shows a swatch with the hex value for every color token in every context")
    func swatches() throws {
        let page = try Self.page
        let table = PreviewFixture.table
        let sections = page.components(separatedBy: "<section class=\"lv-context\"").dropFirst()
        for (input, section) in zip(table.allInputs, sections) {
            let theme = try table.theme(for: input)
            for name in PreviewFixture.colorNames {
                let hex = try #require(theme[name]?.value.color).hex
                let swatch = "<code class=\"lv-token-name\">\(name)</code><code class=\"lv-hex\">\(hex)</code>"
                #expect(section.contains(swatch), "\(input): no swatch \(name) \(hex)")
            }
            #expect(!section.contains("size.radius.card"), "\(input): a dimension got a swatch")
        }
    }

    @Test("paints each swatch chip with the token's exported custom property")
    func chipsUseCustomProperties() throws {
        let page = try Self.page
        #expect(
            page.contains(
                "<span class=\"lv-chip\" data-token=\"color.bg.default\" style=\"background-color: var(--color-bg-default)\">"
            ))
    }

    @Test("shows the Display P3 value of a color outside sRGB beside its hex")
    func wideGamut() throws {
        let page = try Self.page
        #expect(page.contains("<code class=\"lv-wide\">color(display-p3 "))
    }

    @Test("embeds the exported tokens.css, all of it")
    func embedsCSS() throws {
        let page = try Self.page
        let css = try #require(try Exporter.css.render(ExportRequest(source: PreviewFixture.table)).first).text
        #expect(page.contains(HTMLText.styleContent(css)))
    }

    @Test("escapes token descriptions for HTML")
    func escapesDescriptions() throws {
        let page = try Self.page
        #expect(!page.contains("<script>alert(1)"))
        #expect(!page.contains("<b>only</b>"))
        #expect(
            page.contains(
                "Use &lt;b&gt;only&lt;/b&gt; for &quot;alerts&quot; &amp; &#39;errors&#39; &lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;"
            ))
    }

    @Test("escapes token and context names in text, attributes and the embedded stylesheet")
    func escapesNames() throws {
        let odd = "a\"b</style><c>&'d"
        let table = ThemeTable(
            modifier: "theme",
            contexts: [
                "light": ["color.<b>.bg": PreviewFixture.color("#ffffff")],
                odd: ["color.<b>.bg": PreviewFixture.color("#000000")],
            ], order: ["light", odd])
        let page = try PreviewPage.render(source: table).text
        #expect(!page.contains("<b>"))
        #expect(page.contains("<code class=\"lv-token-name\">color.&lt;b&gt;.bg</code>"))
        #expect(page.contains("data-theme=\"a&quot;b&lt;/style&gt;&lt;c&gt;&amp;&#39;d\""))
        #expect(page.contains("<option value=\"a&quot;b&lt;/style&gt;&lt;c&gt;&amp;&#39;d\">"))
        #expect(page.components(separatedBy: "</style>").count - 1 == 2, "a name closed a <style> element")
    }

    @Test("shows control characters and bidi overrides in names as visible escapes")
    func controlCharactersInNamesAreVisible() throws {
        // HTML has no reference for NUL, and U+202E would show "color.evil" reversed.
        let table = ThemeTable(
            modifier: "theme", contexts: ["light": ["color.\u{0}x\u{202E}live": PreviewFixture.color("#ffffff")]],
            order: ["light"])
        let page = try PreviewPage.render(source: table).text
        #expect(!page.unicodeScalars.contains { $0.value == 0 || $0.value == 0x202E })
        #expect(page.contains("<code class=\"lv-token-name\">color.\\u{0}x\\u{202E}live</code>"))
    }

    @Test("loads nothing from outside the page")
    func selfContained() throws {
        let page = try Self.page
        for needle in ["http:", "https:", "src=", "@import", "<link", "//"] {
            #expect(!page.contains(needle), "the page contains \(needle)")
        }
        // The only url() references are the color-vision filters, defined in the page itself.
        let urls = page.components(separatedBy: "url(").dropFirst()
        #expect(urls.allSatisfy { $0.hasPrefix("#lv-") }, "a url() outside the page")
    }

    @Test("is the same bytes for the same themes, however the table was built")
    func deterministic() throws {
        let page = try Self.page
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for input in PreviewFixture.table.allInputs.reversed() {
            let tokens = PreviewFixture.tokens(theme: input["theme"] ?? "", high: input["contrast"] == "high")
            themes[input] = Dictionary(uniqueKeysWithValues: tokens.map { ($0, $1) }.reversed())
        }
        let rebuilt = ThemeTable(modifiers: PreviewFixture.modifiers, themes: themes)
        #expect(try PreviewPage.render(source: rebuilt).text == page)
    }

    @Test("offers system, then every appearance context, in the theme switcher")
    func switcherOptions() throws {
        let page = try Self.page
        #expect(
            page.contains(
                "<select data-lv-attribute=\"data-theme\"><option value=\"\" selected>system</option>"
                    + "<option value=\"light\">light</option><option value=\"dark\">dark</option>"
                    + "<option value=\"sepia\">sepia</option></select>"))
        #expect(
            page.contains(
                "<select data-lv-attribute=\"data-contrast\"><option value=\"\" selected>system</option>"
                    + "<option value=\"normal\">normal</option><option value=\"high\">high</option></select>"))
    }

    @Test("makes every modifier that is not fixed switchable, and names the fixed ones")
    func switchableModifiers() throws {
        let brand = ModifierDescription(name: "brand", contexts: ["default", "acme"], defaultContext: "default")
        var themes: [ResolverInput: [String: ResolvedToken]] = [:]
        for t in ["light", "dark"] {
            for b in ["default", "acme"] {
                themes[ResolverInput([("theme", t), ("brand", b)])] = ["color.bg": PreviewFixture.color("#123456")]
            }
        }
        let modifiers = [
            ModifierDescription(name: "theme", contexts: ["light", "dark"], defaultContext: "light"), brand,
        ]
        let table = ThemeTable(modifiers: modifiers, themes: themes)
        let page = try PreviewPage.render(source: table).text
        #expect(
            page.contains(
                "<select data-lv-attribute=\"data-brand\"><option value=\"default\" selected>default</option>"))
        #expect(page.contains("data-theme=\"dark\" data-brand=\"acme\""))
        var fixed = ExportOptions()
        fixed.fixedContexts = ["brand": "acme"]
        let held = try PreviewPage.render(source: table, options: fixed).text
        #expect(!held.contains("data-brand"))
        #expect(held.contains("<span class=\"lv-held\">Fixed: brand=acme</span>"))
    }

    @Test("badges each swatch with its contrast against the context's background and text")
    func contrastBadges() throws {
        let page = try Self.page
        // #5b6270 on #ffffff is 6.1298:1 (AA); #16181d on #5b6270 is 2.8971:1 (fail); shown rounded down.
        let muted =
            page.components(separatedBy: "<li class=\"lv-swatch\" data-token=\"color.text.muted\">").dropFirst()
            .first ?? ""
        let badges = muted.components(separatedBy: "</li>").first ?? ""
        #expect(badges.contains(">bg 6.12:1 AA</span>"), "\(badges)")
        #expect(badges.contains(">text 2.89:1 fail</span>"), "\(badges)")
    }

    @Test("sample screens: a sign-in form, a feed and a profile")
    func screens() throws {
        let page = try Self.page
        for label in ["Sign-in screen", "Feed screen", "Profile screen"] {
            #expect(page.contains("<section class=\"lv-screen\" aria-label=\"\(label)\">"))
        }
    }

    @Test("styles the sample screens only through the chosen tokens' custom properties")
    func screensUseTokens() throws {
        let page = try Self.page
        let style =
            page.components(separatedBy: "<style id=\"lv-preview\">").last?
            .components(separatedBy: "</style>").first ?? ""
        #expect(
            style.contains(
                ".lv-button { font: inherit; font-weight: 600; padding: 9px 16px; border: 0; border-radius: 8px; background-color: var(--color-accent-default); color: var(--color-accent-on); }"
            ))
        #expect(
            style.contains(
                ".lv-screen { box-sizing: border-box; width: 320px; display: flex; flex-direction: column; gap: 10px; padding: 20px; border-radius: 16px; background-color: var(--color-bg-default); color: var(--color-text-default); border: 1px solid var(--color-border-default); font: var(--typography-body); }"
            ))
        #expect(style.contains(".lv-title { font: var(--typography-headline); }"))
        // Only the chip well's checkerboard is painted in fixed colors (the other three `#` are
        // the color-vision filters' references).
        let fixedColors =
            style.components(separatedBy: "#").count - 1 - style.components(separatedBy: "url(#").count + 1
        #expect(fixedColors == 5, "fixed colors in the preview stylesheet: \(fixedColors)")
    }

    @Test("a source without modifiers gets one default column and no switcher")
    func noModifiers() throws {
        let table = ThemeTable(modifiers: [], themes: [ResolverInput([]): ["ink": PreviewFixture.color("#102030")]])
        let page = try PreviewPage.render(source: table).text
        #expect(page.contains("<section class=\"lv-context\" data-lv-context=\"default\">"))
        #expect(!page.contains("<select data-lv-attribute"), "no theme select")
        #expect(page.contains("<code class=\"lv-token-name\">ink</code><code class=\"lv-hex\">#102030</code>"))
    }

    @Test("lists semantic colors before palette steps, each in token order")
    func swatchOrder() throws {
        let tokens = [
            "base.blue.500": PreviewFixture.color("#2f6fe4"), "color.bg": PreviewFixture.color("#ffffff"),
            "color.ink": PreviewFixture.color("#111111"), "base.blue.100": PreviewFixture.color("#dde8fb"),
        ]
        let page = try PreviewPage.render(source: ThemeTable(contexts: ["light": tokens])).text
        let order = page.components(separatedBy: "<li class=\"lv-swatch\" data-token=\"").dropFirst()
            .map { $0.prefix { $0 != "\"" } }
        #expect(order == ["color.bg", "color.ink", "base.blue.100", "base.blue.500"])
    }
}

@Suite("Preview color-vision switch")
struct PreviewVisionTests {
    @Test func theSwitchOffersEachDeficiencyAndFiltersThePageWithItsMatrix() throws {
        let table = ThemeTable(modifiers: [], themes: [ResolverInput([]): ["ink": PreviewFixture.color("#102030")]])
        let page = try PreviewPage.render(source: table).text
        #expect(page.contains("<select data-lv-vision-select><option value=\"\" selected>normal vision</option>"))
        for deficiency in ColorVisionDeficiency.allCases {
            #expect(page.contains("<option value=\"\(deficiency.rawValue)\">"))
            #expect(
                page.contains(
                    "html[data-lv-vision=\"\(deficiency.rawValue)\"] body { filter: url(#lv-\(deficiency.rawValue)); }")
            )
            #expect(
                page.contains("<filter id=\"lv-\(deficiency.rawValue)\" color-interpolation-filters=\"linearRGB\">"))
        }
        // The protanopia filter is the simulation's matrix: equal red and green rows.
        let row = ColorVisionDeficiency.protanopia.linearRGBMatrix[0]
        #expect(abs(row[0] - 0.10887) < 1e-4 && abs(row[1] - 0.89113) < 1e-4, "\(row)")
        #expect(page.contains("values=\"\(JSONWriter.number((row[0] * 100_000).rounded() / 100_000)) "))
    }
}
