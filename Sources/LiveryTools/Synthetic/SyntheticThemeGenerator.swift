import LiveryCore

/// Generates a DTCG resolver and its token files for a ``SyntheticThemeShape``.
///
/// The output is deterministic: the same shape always gives the same bytes. Files:
/// `synthetic.resolver.json`, `chains.tokens.json` (the shared set) and
/// `palette/<context>.tokens.json` (one per context of the `theme` modifier).
///
/// ```swift
/// let files = SyntheticThemeGenerator.files(for: .medium)
/// try OutputWriter.write(files, to: "/tmp/synthetic")
/// ```
public enum SyntheticThemeGenerator {
    /// The generated resolver file's name.
    public static let resolverFileName = "synthetic.resolver.json"

    /// The resolver and token files of `shape`, the same bytes for the same shape.
    public static func files(for shape: SyntheticThemeShape) -> [OutputFile] {
        var files = [OutputFile(path: resolverFileName, json: resolver(for: shape))]
        files.append(OutputFile(path: "chains.tokens.json", json: chains(for: shape)))
        for (index, context) in shape.contexts.enumerated() {
            files.append(
                OutputFile(path: "palette/\(context).tokens.json", json: palette(for: shape, seed: index)))
        }
        return files
    }

    static func resolver(for shape: SyntheticThemeShape) -> JSONValue {
        var contexts = JSONObject()
        for context in shape.contexts {
            contexts[context] = [["$ref": .string("palette/\(context).tokens.json")]]
        }
        return [
            "version": "2025.10",
            "sets": ["chains": ["sources": [["$ref": "chains.tokens.json"]]]],
            "modifiers": [
                "theme": [
                    "contexts": .object(contexts),
                    "default": .string(shape.contexts.first ?? "light"),
                ]
            ],
            "resolutionOrder": [["$ref": "#/modifiers/theme"], ["$ref": "#/sets/chains"]],
        ]
    }

    static func palette(for shape: SyntheticThemeShape, seed: Int) -> JSONValue {
        var group = JSONObject()
        group["$type"] = "color"
        for i in 0..<shape.paletteTokens {
            group["p\(i)"] = ["$value": color(i &* 2_654_435_761 &+ seed &* 40_503)]
        }
        return ["palette": .object(group)]
    }

    static func chains(for shape: SyntheticThemeShape) -> JSONValue {
        var root = JSONObject()
        for chain in 0..<shape.chains {
            var group = JSONObject()
            let target = shape.paletteTokens > 0 ? chain % shape.paletteTokens : 0
            for k in 0..<shape.referenceDepth {
                let reference = k == 0 ? "{palette.p\(target)}" : "{chain\(chain).m\(k - 1)}"
                group["m\(k)"] = ["$value": .string(reference)]
            }
            root["chain\(chain)"] = .object(group)
        }
        return .object(root)
    }

    /// A deterministic sRGB DTCG color object from an integer.
    static func color(_ n: Int) -> JSONValue {
        let v = UInt32(truncatingIfNeeded: n)
        let channels = [v >> 16 & 0xFF, v >> 8 & 0xFF, v & 0xFF]
        let hex = channels.map { String($0 + 0x100, radix: 16).dropFirst() }.joined()
        return [
            "colorSpace": "srgb",
            "components": .array(channels.map { .number(Double($0) / 255) }),
            "hex": .string("#" + hex),
        ]
    }
}
