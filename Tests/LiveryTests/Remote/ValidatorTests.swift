import LiveryCore
import Testing

@testable import Livery

@Suite("Theme layer validation")
struct ValidatorTests {
    private let red: JSONValue = ["colorSpace": "srgb", "components": [1, 0, 0]]

    /// The problems a theme file's tokens fail to decode with, as the client reports them.
    private func decodeProblems(_ payload: JSONValue) -> [String] {
        do throws(RemoteThemeError.Reason) {
            _ = try RemoteFixtures.delivered(payload)
            return []
        } catch {
            guard case .validation(let problems) = error else { return ["not a validation error: \(error)"] }
            return problems.map(\.description)
        }
    }

    @Test("a layer matching the base's names, types and values is accepted")
    func accepts() async throws {
        let payload: JSONValue = [
            "theme=dark": ["color.bg": ["type": "color", "value": red, "hex": "#ff0000"]],
            "theme=light": ["space.gap": ["type": "dimension", "value": ["value": 4, "unit": "px"]]],
        ]
        let layer = try RemoteFixtures.delivered(payload)
        #expect(layer.overrides.entries.map(\.key) == ["theme=dark", "theme=light"])
        #expect(await ThemeLayerValidator.against(base: RemoteFixtures.base).problems(layer).isEmpty)
    }

    @Test("every value that does not decode is reported while the file is read, each with its layer and token")
    func decodingReportsEverything() {
        let payload: JSONValue = [
            "theme=dark": [
                "color.bg": ["type": "color", "value": ["colorSpace": "srgb", "components": [2, 0, 0]]],
                "space.gap": ["type": "dimension", "value": ["value": 1, "unit": "em"]],
                "color.x": ["value": red],
                "color.y": ["type": "color", "value": red, "hex": 3],
            ]
        ]
        let problems = decodeProblems(payload).sorted()
        #expect(problems.count == 4, "\(problems)")
        #expect(problems[0].hasPrefix("theme=dark/color.bg: "), "\(problems)")
        #expect(problems[1] == "theme=dark/color.x: missing \"type\"")
        #expect(problems[2] == "theme=dark/color.y: \"hex\" must be a string, found a number")
        #expect(problems[3].hasPrefix("theme=dark/space.gap: "), "\(problems)")
    }

    @Test("every problem against the base is reported, each with its layer and token")
    func reportsEverything() async throws {
        let payload: JSONValue = [
            "theme=sepia": ["color.bg": ["type": "color", "value": red]],
            "theme=dark": [
                "color.nope": ["type": "color", "value": red],
                "color.fg": ["type": "dimension", "value": ["value": 1, "unit": "px"]],
            ],
        ]
        let layer = try RemoteFixtures.delivered(payload)
        let problems = await ThemeLayerValidator.against(base: RemoteFixtures.base).problems(layer).map(\.description)
        #expect(
            problems == [
                "theme=sepia: the base theme has no combination \"theme=sepia\"",
                "theme=dark/color.fg: type mismatch: the base token is color, the layer says dimension",
                "theme=dark/color.nope: unknown token: the base theme has no \"color.nope\"",
            ])
    }

    @Test("without a base any names pass, but a malformed file does not decode")
    func structural() async throws {
        let unknownNames: JSONValue = ["anything": ["new.token": ["type": "color", "value": red]]]
        #expect(await ThemeLayerValidator.structural.problems(try RemoteFixtures.delivered(unknownNames)).isEmpty)
        let bare = decodeProblems(["theme=dark": ["color.bg": "#fff"]])
        #expect(bare.count == 1 && bare[0].hasPrefix("theme=dark/color.bg: expected a token object"), "\(bare)")
        #expect(decodeProblems(["theme=light": 3]) == ["theme=light: expected an object of tokens, found a number"])
    }
}
