import Foundation
import LiveryCore
import LiveryTools

extension BenchSuite {
    /// `livery diff` of two 9k-token × 3-context resolvers (issue 18 goal: ≤ 200 ms).
    static let diff = BenchSuite(
        name: "diff",
        summary: "diff two 9k-token × 3-context resolvers (medium set and a perturbed copy)",
        run: { DiffSuite.run() })
}

/// Times `livery diff`'s work on the synthetic `medium` set against a perturbed copy of it:
/// loading both resolvers (side by side, as the command does), resolving every context of each, diffing, and rendering the JSON —
/// with fresh resolvers each round, so no theme cache helps — and the diff alone on themes
/// already resolved.
enum DiffSuite {
    static let rounds = 7

    /// What the perturbed copy changes, per context (the palette differs per context; the
    /// chains are shared, so their changes show in every context).
    enum Perturbation {
        /// Palette tokens `p<i>` whose value changes: every `changedEvery`-th.
        static let changedEvery = 50
        /// Chains whose last member is removed: every `removedEvery`-th.
        static let removedEvery = 101
        /// Chains whose last member is renamed (`m2` → `last`): every `renamedEvery`-th, offset 1.
        static let renamedEvery = 103
        /// Chains whose first member points at the next palette token: every `repointedEvery`-th, offset 2.
        static let repointedEvery = 89
        /// Palette tokens added to each context.
        static let added = 30
    }

    @MainActor
    static func run() {
        let shape = SyntheticThemeShape.medium
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-diff-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = SyntheticThemeGenerator.files(for: shape)
        do {
            try OutputWriter.write(files, to: root + "/old")
            try OutputWriter.write(try perturbed(files, depth: shape.referenceDepth), to: root + "/new")
        } catch {
            print("cannot write the sets: \(error)")
            return
        }
        let oldPath = root + "/old/" + SyntheticThemeGenerator.resolverFileName
        let newPath = root + "/new/" + SyntheticThemeGenerator.resolverFileName
        var totals: [Double] = []
        var diffs: [Double] = []
        var renders: [Double] = []
        var result: ThemeDiff?
        for _ in 0..<rounds {
            var old: Resolver?
            var new: Resolver?
            totals.append(
                Measure.milliseconds {
                    let loaded = try? DiffSide.load(
                        DiffSide(path: oldPath, label: "old"), DiffSide(path: newPath, label: "new"), mode: .default)
                    old = loaded?.old
                    new = loaded?.new
                    guard let old, let new else { return }
                    result = try? ThemeDiffer.diff(old: old, new: new, oldLabel: "old", newLabel: "new")
                    _ = result.map(DiffFormat.json.render)
                })
            guard let old, let new else { break }
            diffs.append(
                Measure.milliseconds { _ = try? ThemeDiffer.diff(old: old, new: new, oldLabel: "old", newLabel: "new") }
            )
            if let result { renders.append(Measure.milliseconds { _ = DiffFormat.json.render(result) }) }
        }
        let checked = result.map { check($0, shape: shape) } ?? "FAILED: no diff"
        let total = Measure.median(totals)
        var table = MarkdownTable(header: [
            "set", "tokens/context", "contexts", "changes", "load + resolve + diff + JSON ms", "diff only ms",
            "JSON only ms", "goal",
            "met",
        ])
        table.rows.append([
            "medium vs perturbed", "\(shape.tokenCount)", "\(shape.contexts.count)",
            "\(result?.contexts.reduce(0) { $0 + $1.changes.count } ?? 0)", String(format: "%.1f", total),
            String(format: "%.1f", Measure.median(diffs)), String(format: "%.1f", Measure.median(renders)), "≤ 200 ms",
            checked.isEmpty ? (total <= 200 ? "yes" : "NO") : checked,
        ])
        print(table.render())
        print(
            "\nmedian of \(rounds) rounds; fresh resolvers each round for the total, cached themes for the diff alone\n"
        )
    }

    /// "" when the diff found what the perturbation did, else what is wrong.
    static func check(_ diff: ThemeDiff, shape: SyntheticThemeShape) -> String {
        let removed = (0..<shape.chains).filter { $0 % Perturbation.removedEvery == 0 }.count
        let renamed = (0..<shape.chains).filter { $0 % Perturbation.renamedEvery == 1 }.count
        for context in diff.contexts {
            guard context.count(of: .removed) == removed, context.count(of: .renamed) == renamed,
                context.count(of: .added) == Perturbation.added, context.count(of: .valueChanged) > 0
            else { return "FAILED: wrong result in \(context.label)" }
        }
        return diff.contexts.count == shape.contexts.count ? "" : "FAILED: wrong contexts"
    }

    /// The generated files with the perturbation applied.
    static func perturbed(_ files: [OutputFile], depth: Int) throws -> [OutputFile] {
        try files.map { file in
            let json = try JSONParser.parse(file.text)
            if file.path.hasPrefix("palette/") { return OutputFile(path: file.path, json: palette(json)) }
            if file.path == "chains.tokens.json" {
                return OutputFile(path: file.path, json: chains(json, depth: depth))
            }
            return file
        }
    }

    private static func palette(_ json: JSONValue) -> JSONValue {
        guard let group = json["palette"]?.objectValue else { return json }
        var members = group.members.map { member -> (key: String, value: JSONValue) in
            guard let index = Int(member.key.dropFirst()), member.key.hasPrefix("p"),
                index % Perturbation.changedEvery == 0
            else { return member }
            return (member.key, ["$value": color(index)])
        }
        members += (0..<Perturbation.added).map { (key: "extra\($0)", value: ["$value": color(7_000 + $0)]) }
        return ["palette": .object(JSONObject(members))]
    }

    private static func chains(_ json: JSONValue, depth: Int) -> JSONValue {
        guard let root = json.objectValue else { return json }
        let last = "m\(depth - 1)"
        let members = root.members.map { chain -> (key: String, value: JSONValue) in
            guard let index = Int(chain.key.dropFirst("chain".count)), let group = chain.value.objectValue else {
                return chain
            }
            var tokens = group.members
            if index % Perturbation.removedEvery == 0 {
                tokens.removeAll { $0.key == last }
            } else if index % Perturbation.renamedEvery == 1 {
                tokens = tokens.map { $0.key == last ? (key: "last", value: $0.value) : $0 }
            }
            if index % Perturbation.repointedEvery == 2 {
                tokens = tokens.map {
                    $0.key == "m0" ? (key: "m0", value: ["$value": .string("{palette.p\(index + 1)}")]) : $0
                }
            }
            return (chain.key, .object(JSONObject(tokens)))
        }
        return .object(JSONObject(members))
    }

    /// A deterministic sRGB color unlike the generator's.
    private static func color(_ n: Int) -> JSONValue {
        let v = UInt32(truncatingIfNeeded: n &* 40_503 &+ 12_345)
        let channels = [v >> 16 & 0xFF, v >> 8 & 0xFF, v & 0xFF]
        return ["colorSpace": "srgb", "components": .array(channels.map { .number(Double($0) / 255) })]
    }
}
