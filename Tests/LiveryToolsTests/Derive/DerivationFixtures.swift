import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// Real theme folders for the derivation specifications, and a way to try a derived file in a
/// copy of them.
enum DerivationFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Figma's Simple Design System (light and dark, tokens referring to a shared palette).
    static let figmaSDS: String = {
        let candidates = [
            packageRoot.appendingPathComponent("../shared/fixtures/dtcg/figma-sds").standardized.path,
            packageRoot.appendingPathComponent("../../shared/fixtures/dtcg/figma-sds").standardized.path,
            "/work/shared/fixtures/dtcg/figma-sds",
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/sds.resolver.json") } ?? candidates[2]
    }()

    /// The example app theme of this repository (theme × contrast × brand).
    static let exampleThemes = packageRoot.appendingPathComponent("Examples/Themes").path

    static func pairs(_ name: String) throws -> ContrastRequirements {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)").path
        return try ContrastRequirements.load(path: path, displayName: name)
    }

    /// In-memory files of a theme over a shared palette: `app.resolver.json` (set `base` of
    /// `palette.tokens.json`, modifier `theme` with `light` from `light.tokens.json` and an empty
    /// `dark`), the palette under the group `palette`, and the light document.
    static func paletteTheme(palette: JSONObject, light: JSONValue) -> [String: String] {
        let resolver: JSONValue = [
            "version": "2025.10",
            "sets": ["base": ["sources": [["$ref": "palette.tokens.json"]]]],
            "modifiers": [
                "theme": ["contexts": ["light": [["$ref": "light.tokens.json"]], "dark": []], "default": "light"]
            ],
            "resolutionOrder": [["$ref": "#/sets/base"], ["$ref": "#/modifiers/theme"]],
        ]
        return [
            "app.resolver.json": JSONWriter.string(resolver),
            "palette.tokens.json": JSONWriter.string(["palette": .object(palette), "$type": "color"]),
            "light.tokens.json": JSONWriter.string(light),
        ]
    }

    /// Copies `folder`, writes `document` over `file` in the copy and loads `resolver` from it.
    static func resolver(
        _ resolver: String, in folder: String, replacing file: String, with document: JSONValue
    ) throws -> (Resolver, cleanup: () -> Void) {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("livery-derive-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: folder, toPath: copy.path)
        try Data(JSONWriter.string(document).utf8).write(to: copy.appendingPathComponent(file))
        let loaded = try Resolver(path: copy.appendingPathComponent(resolver).path)
        return (loaded, { try? FileManager.default.removeItem(at: copy) })
    }
}
