import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// The derive report's pair checks are, row for row, what `livery audit` says of the resolver
/// with the written file in place — on generated themes and on every fixture.
@Suite("Derive report matches the audit of the written file")
struct DeriveReportMatchesAuditTests {
    /// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A resolver folder in memory: a shared palette (two ramps and translucent blacks), light
    /// semantic tokens aliasing it, an empty dark context, and pairs over the semantic tokens.
    static func generatedFiles(seed: UInt64) -> (files: [String: String], pairs: ContrastRequirements) {
        var random = Generator(state: seed)
        var palette = JSONObject()
        for (ramp, hue, chroma) in [("gray", 250.0, 0.01), ("blue", 255.0, 0.15)] {
            var steps = JSONObject()
            for step in 1...10 {
                let color = OKLCHValue(l: 1 - Double(step) * 0.085, c: chroma, h: hue).srgb(alpha: 1)
                steps["\(step * 100)"] = ["$value": color.dtcg]
            }
            palette[ramp] = .object(steps)
        }
        var blacks = JSONObject()
        for step in 1...4 {
            blacks["\(step * 100)"] = ["$value": Color(.srgb, 0, 0, 0, alpha: Double(step) * 0.1).dtcg]
        }
        palette["black"] = .object(blacks)
        let semantic = (0..<12).map { "s\($0)" }
        var light = JSONObject()
        for name in semantic {
            let ramp = ["gray", "blue", "black"][Int.random(in: 0...2, using: &random)]
            let step = ramp == "black" ? Int.random(in: 1...4, using: &random) : Int.random(in: 1...10, using: &random)
            light[name] = ["$value": .string("{palette.\(ramp).\(step * 100)}")]
        }
        var pairs: [ContrastPair] = []
        for i in 0..<20 {
            let fg = semantic[Int.random(in: 0..<semantic.count, using: &random)]
            let bg = semantic[Int.random(in: 0..<semantic.count, using: &random)]
            pairs.append(
                ContrastPair(
                    foreground: fg, background: bg, minimum: .ratio([3, 4.5][i % 2]),
                    over: i % 3 == 0 ? ["palette.gray.100"] : [], path: "pairs[\(i)]"))
        }
        let files = DerivationFixtures.paletteTheme(palette: palette, light: .object(light.merging(type: "color")))
        return (files, ContrastRequirements(pairs: pairs, file: "pairs.json"))
    }

    @Test(arguments: 0..<25)
    func onGeneratedThemes(seed: UInt64) throws {
        let (files, requirements) = Self.generatedFiles(seed: seed)
        let resolver = try Resolver(path: "app.resolver.json", loader: .memory(files))
        let input = try DeriveInput(resolver: resolver, from: "light", to: "dark")
        let placement = try DerivedPlacement(
            resolverPath: "app.resolver.json", output: "dark.tokens.json", modifier: "theme", context: "dark",
            loader: .memory(files))
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .invertLightness, requirements: requirements, overwrite: true),
            placement: placement)
        // Independently: write the file and the edited resolver, load them as audit would.
        var written = files
        written["dark.tokens.json"] = JSONWriter.string(result.document)
        written["app.resolver.json"] = JSONWriter.string(try #require(placement.editedResolver))
        let reloaded = try Resolver(path: "app.resolver.json", loader: .memory(written))
        let audit = try ContrastAudit.run(requirements, on: reloaded)
        let darkRows = audit.results.filter { $0.input["theme"] == "dark" }
        #expect(result.report.pairs == darkRows, "seed \(seed)\n\(result.report.text)")
        #expect(result.document["palette"] == nil, "seed \(seed): the shared palette is not rewritten")
    }

    /// Derives `to` from `from` into a copy of `folder` (file written, resolver edited as the
    /// CLI's --add-to-resolver does), then audits the copy from disk.
    static func checkFixture(
        folder: String, resolver name: String, output: String, from: String, to: String, pairs: String
    ) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("livery-h4-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: folder, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let path = copy + "/" + name
        let requirements = try DerivationFixtures.pairs(pairs)
        let input = try DeriveInput(resolver: try Resolver(path: path), from: from, to: to)
        let (modifier, _, context) = ThemeDerivation.changedModifier(input)
        let placement = try DerivedPlacement(
            resolverPath: path, output: copy + "/" + output, modifier: modifier, context: context)
        let result = try ThemeDerivation.derive(
            input,
            options: .init(
                strategy: try #require(DerivationStrategy.forContext(context)),
                requirements: requirements, overwrite: true), placement: placement)
        try Data(JSONWriter.string(result.document).utf8).write(to: URL(fileURLWithPath: copy + "/" + output))
        try Data(JSONWriter.string(try #require(placement.editedResolver)).utf8).write(to: URL(fileURLWithPath: path))
        let audit = try ContrastAudit.run(requirements, on: try Resolver(path: path))
        let rows = audit.results.filter { $0.input[modifier] == context }
        #expect(result.report.pairs == rows, "\(folder) \(from) → \(to)\n\(result.report.text)")
        #expect(!rows.isEmpty)
    }

    @Test func onFigmaSDSDark() throws {
        try Self.checkFixture(
            folder: DerivationFixtures.figmaSDS, resolver: "sds.resolver.json", output: "theme/dark.tokens.json",
            from: "light", to: "dark", pairs: "sds.pairs.json")
    }

    @Test func onFigmaSDSAsANewDimmedContext() throws {
        try Self.checkFixture(
            folder: DerivationFixtures.figmaSDS, resolver: "sds.resolver.json", output: "theme/dimmed.tokens.json",
            from: "light", to: "dimmed", pairs: "sds.pairs.json")
    }

    @Test func onTheExampleAppInEveryCombinationWithTheNewContext() throws {
        try Self.checkFixture(
            folder: DerivationFixtures.exampleThemes, resolver: "app.resolver.json", output: "theme/dim.tokens.json",
            from: "dark", to: "dim", pairs: "example-app.pairs.json")
    }
}

extension JSONObject {
    /// This object with `$type` set first, as a token file's root group.
    fileprivate func merging(type: String) -> JSONObject {
        JSONObject([(key: "$type", value: .string(type))] + members)
    }
}
