import Foundation
import LiveryCore
import Testing

/// Hundreds of deterministic single-value mutations of a realistic token file (the example's
/// palette, foundation and light theme in one document): each is
/// reported or accepted, none crashes, and a reported token always has an error to show for it.
@Suite struct MutationRobustnessTests {
    /// The example's palette, foundation and light theme merged into one document; a file that
    /// is missing or unreadable fails the test (an empty base would leave nothing to mutate).
    static func foundation() throws -> JSONValue {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let themes = root.appendingPathComponent("Examples/Themes").path
        var merged = JSONObject()
        for file in ["base/palette", "base/foundation", "theme/light"] {
            let json = try JSONFile.load(path: "\(themes)/\(file).tokens.json")
            let object = try #require(json.objectValue, "\(file).tokens.json is not an object")
            for (key, value) in object { merged[key] = value }
        }
        return .object(merged)
    }

    static let replacements: [JSONValue] = [
        .null, true, 0, -1, 1e308, "", "{", "{nope}", "{palette}", "#zzz", [], [1, 2, 3, 4, 5], [:],
        ["$ref": "#/palette/blue/500/$value/components/9"], ["$ref": 3], ["value": "x", "unit": "px"],
        ["colorSpace": "srgb", "components": ["none", 2, -1]],
    ]

    /// A small deterministic generator (SplitMix64), so every run checks the same mutations.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// `json` with the value at a randomly chosen path replaced.
    static func mutate(_ json: JSONValue, _ generator: inout Generator, replacement: JSONValue) -> JSONValue {
        switch json {
        case .object(var object) where !object.isEmpty && generator.next(4) != 0:
            let key = object.keys[generator.next(object.count)]
            object[key] = mutate(object[key] ?? .null, &generator, replacement: replacement)
            return .object(object)
        case .array(var array) where !array.isEmpty && generator.next(4) != 0:
            let index = generator.next(array.count)
            array[index] = mutate(array[index], &generator, replacement: replacement)
            return .array(array)
        default:
            return replacement
        }
    }

    @Test func mutatedTokenFilesAreReportedNeverCrash() throws {
        var generator = Generator(state: 2025_10)
        let foundation = try Self.foundation()
        let clean = AliasResolver.resolve(TokenSet(documents: [TokenDocument(json: foundation, file: "f.json")]))
        #expect(!clean.diagnostics.contains { $0.isError })
        // The base is the real example: hundreds of tokens, every one resolved.
        #expect(clean.tokens.count >= 100, "the base has \(clean.tokens.count) tokens")
        #expect(clean.tokens.allSatisfy { $0 != nil })
        for round in 0..<300 {
            let replacement = Self.replacements[generator.next(Self.replacements.count)]
            let mutated = Self.mutate(foundation, &generator, replacement: replacement)
            for mode in ValidationMode.allCases {
                let document = TokenDocument(json: mutated, file: "f.json", mode: mode)
                let set = TokenSet(documents: [document])
                let result = AliasResolver.resolve(set, mode: mode)
                let reported = document.diagnostics + result.diagnostics
                let missing = set.tokens.indices.filter { result.tokens[$0] == nil }
                if !missing.isEmpty {
                    #expect(reported.contains { $0.isError }, "round \(round): \(missing.count) tokens failed silently")
                }
            }
        }
    }
}
