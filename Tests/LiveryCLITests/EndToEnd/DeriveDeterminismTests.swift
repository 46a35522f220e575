import Foundation
import LiveryTestSupport
import Testing

/// `livery derive` writes the same bytes in every process (issue 19): Swift seeds the hash
/// of `Set` and `Dictionary` per process, so any choice following their iteration order
/// differs between runs. Each run here is a separate process; the hashing seed is left
/// random (the variable removed) in most runs and fixed in one, so a test environment that
/// sets `SWIFT_DETERMINISTIC_HASHING` cannot hide the bug.
@Suite("livery derive determinism")
struct DeriveDeterminismTests {
    /// A system whose primitives are defined per theme (light and dark each have their own
    /// palette) and whose semantic tokens alias them, several of different roles on one
    /// primitive that no pair names, the shape of the issue's public system.
    static func writeSystem(in folder: TemporaryFolder) throws -> (resolver: String, pairs: String) {
        let hues = ["blue", "red", "green", "orange", "purple", "teal", "pink", "gray"]
        let steps = [100, 200, 300, 400, 500, 600, 700, 800, 900]
        func palette(dark: Bool) -> String {
            hues.enumerated().map { (h, hue) in
                let entries = steps.enumerated().map { (i, step) -> String in
                    let level = dark ? steps.count - 1 - i : i
                    let v = 245 - level * 27
                    let hex = String(format: "#%02x%02x%02x", v, max(0, v - 20 * (h % 3)), max(0, v - 15 * (h % 4)))
                    return "\"\(step)\": {\"$value\": \"\(hex)\"}"
                }
                return "\"\(hue)\": {\(entries.joined(separator: ", "))}"
            }.joined(separator: ", ")
        }
        func semantic() -> String {
            hues.map { hue in
                """
                "\(hue)": {
                  "fg": {"$value": "{p.\(hue).700}"},
                  "border": {"$value": "{p.\(hue).500}"},
                  "bg-muted": {"$value": "{p.\(hue).100}"},
                  "bg-emphasis": {"$value": "{p.\(hue).700}"},
                  "on-emphasis": {"$value": "{p.\(hue).100}"},
                  "fill": {"$value": "{p.\(hue).700}"},
                  "tint": {"$value": "{p.\(hue).500}"},
                  "bg-subtle": {"$value": "{p.\(hue).500}"}
                }
                """
            }.joined(separator: ", ")
        }
        for theme in ["light", "dark"] {
            _ = try folder.write(
                "theme/\(theme).tokens.json",
                text: """
                    {"p": {"$type": "color", \(palette(dark: theme == "dark"))},
                     "c": {"$type": "color", "page": {"$value": "{p.gray.100}"}, \(semantic())}}
                    """)
        }
        let resolver = try folder.write(
            "system.resolver.json",
            text: """
                {"name": "Determinism", "version": "2025.10",
                 "modifiers": {"theme": {"contexts": {
                   "light": [{"$ref": "theme/light.tokens.json"}], "dark": [{"$ref": "theme/dark.tokens.json"}]},
                   "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
                """)
        let pairs = hues.flatMap { hue in
            [
                "{\"foreground\": \"c.\(hue).fg\", \"background\": \"c.page\", \"minimum\": \"text\"}",
                "{\"foreground\": \"c.\(hue).fg\", \"background\": \"c.\(hue).bg-muted\", \"minimum\": \"text\"}",
                "{\"foreground\": \"c.\(hue).border\", \"background\": \"c.page\", \"minimum\": \"non-text\"}",
                "{\"foreground\": \"c.page\", \"background\": \"c.\(hue).bg-subtle\", \"minimum\": \"non-text\"}",
                "{\"foreground\": \"c.\(hue).on-emphasis\", \"background\": \"c.\(hue).bg-emphasis\", \"minimum\": \"text\"}",
            ]
        }
        let pairsFile = try folder.write("pairs.json", text: "{\"pairs\": [\(pairs.joined(separator: ", "))]}")
        return (resolver, pairsFile)
    }

    @Test func separateProcessesWriteIdenticalBytes() async throws {
        let folder = try TemporaryFolder("derive-determinism")
        defer { folder.remove() }
        let (resolver, pairs) = try Self.writeSystem(in: folder)
        guard let binary = LiveryBinary.url else {
            Issue.record("no built livery binary among \(LiveryBinary.candidates)")
            return
        }
        var random = ProcessInfo.processInfo.environment
        random.removeValue(forKey: "SWIFT_DETERMINISTIC_HASHING")
        var fixed = random
        fixed["SWIFT_DETERMINISTIC_HASHING"] = "1"
        var outputs: [Data] = []
        for (i, environment) in ([fixed] + Array(repeating: random, count: 6)).enumerated() {
            let output = folder.path + "/derived-\(i).tokens.json"
            let run = try await BinaryRun.run(
                executable: binary,
                [
                    "derive", resolver, "--from", "theme=light", "--to", "theme=dark", "--overwrite", "--pairs", pairs,
                    "-o", output, "--json",
                ],
                environment: environment)
            #expect([0, 1].contains(run.status), "\(run.standardError)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(outputs.allSatisfy { !$0.isEmpty })
        for (i, output) in outputs.enumerated().dropFirst() {
            #expect(output == outputs[0], "run \(i) wrote other bytes than run 0")
        }
    }
}
