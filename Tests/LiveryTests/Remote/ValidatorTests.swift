import Livery
import LiveryCore
import Testing

@Suite("Theme layer validation")
struct ValidatorTests {
    private func layer(_ payload: JSONValue) -> RemoteThemeLayer {
        RemoteThemeLayer(manifest: ThemeBundleManifest(modifiers: [], themes: []), revision: "", payload: payload)
    }

    private let red: JSONValue = ["colorSpace": "srgb", "components": [1, 0, 0]]

    @Test("a layer matching the base's names, types and values is accepted")
    func accepts() async {
        let payload: JSONValue = [
            "theme=dark": ["color.bg": ["type": "color", "value": red, "hex": "#ff0000"]],
            "theme=light": ["space.gap": ["type": "dimension", "value": ["value": 4, "unit": "px"]]],
        ]
        #expect(await ThemeLayerValidator.against(base: RemoteFixtures.base).problems(layer(payload)).isEmpty)
    }

    @Test("every problem is reported, each with its layer and token")
    func reportsEverything() async {
        let payload: JSONValue = [
            "theme=sepia": ["color.bg": ["type": "color", "value": red]],
            "theme=dark": [
                "color.nope": ["type": "color", "value": red],
                "color.fg": ["type": "dimension", "value": ["value": 1, "unit": "px"]],
                "color.bg": ["type": "color", "value": ["colorSpace": "srgb", "components": [2, 0, 0]]],
                "space.gap": ["type": "dimension", "value": ["value": 1, "unit": "em"]],
                "color.x": ["value": red],
            ],
        ]
        let problems = await ThemeLayerValidator.against(base: RemoteFixtures.base).problems(layer(payload)).map(
            \.description)
        #expect(problems.count == 6, "\(problems)")
        #expect(problems[0] == "theme=sepia: the base theme has no combination \"theme=sepia\"")
        #expect(problems[1] == "theme=dark: color.nope: unknown token: the base theme has no \"color.nope\"")
        #expect(problems[2] == "theme=dark: color.fg: type mismatch: the base token is color, the layer says dimension")
        #expect(problems[3].hasPrefix("theme=dark: color.bg: bad color value:"), "\(problems[3])")
        #expect(problems[4].hasPrefix("theme=dark: space.gap: bad dimension value:"), "\(problems[4])")
        #expect(problems[5] == "theme=dark: color.x: a token needs a string \"type\" and a \"value\"")
    }

    @Test("the structural check accepts any names but refuses a malformed payload")
    func structural() async {
        let unknownNames: JSONValue = ["anything": ["new.token": ["type": "color", "value": red]]]
        #expect(await ThemeLayerValidator.structural.problems(layer(unknownNames)).isEmpty)
        let malformed: JSONValue = ["theme=dark": ["color.bg": "#fff"], "theme=light": 3]
        #expect(await ThemeLayerValidator.structural.problems(layer(malformed)).count == 2)
        #expect(await ThemeLayerValidator.structural.problems(layer([1, 2])).count == 1)
    }
}
