import Foundation
import LiveryCore
import Testing

/// `Examples/Themes/app.resolver.json`: the example app theme must stay valid and readable.
@Suite struct ExampleThemeTests {
    static let resolverPath: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Themes/app.resolver.json").path

    @Test(arguments: ValidationMode.allCases)
    func validatesWithoutErrorsOrWarnings(mode: ValidationMode) {
        let report = TokenValidation.validate([Self.resolverPath], mode: mode)
        #expect(report.diagnostics.map(\.description) == [])
    }

    @Test func hasThemeContrastAndBrandModifiers() throws {
        let resolver = try Resolver(path: Self.resolverPath)
        #expect(resolver.modifiers.map(\.name) == ["theme", "contrast", "brand"])
        #expect(resolver.allInputs.count == 8)
        #expect(resolver.defaultInput.description == "theme=light,contrast=normal,brand=default")
    }

    @Test func acmeOverridesOnlyTheBrandRamp() throws {
        let resolver = try Resolver(path: Self.resolverPath)
        let plain = try resolver.theme(for: ResolverInput([("theme", "light")]))
        let acme = try resolver.theme(for: ResolverInput([("theme", "light"), ("brand", "acme")]))
        #expect(plain["color.tint"]?.value != acme["color.tint"]?.value)
        #expect(plain["color.background"]?.value == acme["color.background"]?.value)
        #expect(acme["font.family.brand"]?.value.fontFamily?.first == "Acme Sans")
    }

    @Test func everyCombinationWrittenAsDTCGReadsBackIdentically() throws {
        let resolver = try Resolver(path: Self.resolverPath)
        for input in resolver.allInputs {
            let theme = try resolver.theme(for: input)
            let text = JSONWriter.string(theme.dtcgDocument())
            let reread = Resolver.tokenFiles(["out.json"], mode: .strict, loader: .memory(["out.json": text]))
            let build = reread.build(for: ResolverInput([]))
            #expect(build.diagnostics.map(\.description) == [], "\(input)")
            #expect(build.theme?.count == theme.count, "\(input): no token more or fewer")
            for (name, token) in theme.tokens {
                #expect(build.theme?[name] == token, "\(input): \(name)")
            }
        }
    }

    static let texts = ["primaryText", "secondaryText", "tint", "danger", "success", "warning"]
    static let backgrounds = ["background", "backgroundSecondary", "barTint"]

    @Test func textColorsMeetWCAGOnEveryBackgroundInEveryCombination() throws {
        let resolver = try Resolver(path: Self.resolverPath)
        for input in resolver.allInputs {
            let theme = try resolver.theme(for: input)
            let minimum = input["contrast"] == "high" ? 7.0 : 4.5
            func color(_ name: String) throws -> Color { try #require(theme["color.\(name)"]?.value.color, "\(name)") }
            for text in Self.texts {
                for background in Self.backgrounds {
                    let ratio = Self.contrast(try color(text), try color(background))
                    #expect(ratio >= minimum, "\(input): \(text) on \(background) is \(ratio)")
                }
            }
            let onTint = Self.contrast(try color("onTint"), try color("tint"))
            #expect(onTint >= minimum, "\(input): onTint on tint is \(onTint)")
        }
    }

    /// WCAG 2 contrast ratio of two opaque sRGB colors.
    static func contrast(_ a: Color, _ b: Color) -> Double {
        func luminance(_ color: Color) -> Double {
            func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(color.components[0]) + 0.7152 * linear(color.components[1])
                + 0.0722 * linear(color.components[2])
        }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
