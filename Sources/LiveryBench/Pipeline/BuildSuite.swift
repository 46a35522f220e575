import Foundation
import LiveryCore
import LiveryTools

extension BenchSuite {
    /// `livery build` with every export on the generated sets (issue goals: 9k tokens × 3
    /// contexts ≤ 0.3 s; 30k tokens ≤ 2 s).
    static let build = BenchSuite(
        name: "build",
        summary: "livery build, every export, on 9k × 3 contexts and 30k tokens: cold, floor, rebuilds",
        run: { BuildSuite.run() })
}

/// Times `BuildPipeline` (validate, load, every exporter) plus writing every file with
/// `OutputWriter`, as `livery build` does, in the situations a build meets:
///
/// - cold: the output folder does not exist yet, on disk (the temporary folder) and on tmpfs
///   (`/dev/shm`); every folder and file is created;
/// - floor: the same tree made with bare system calls and no Livery logic, interleaved with
///   the cold writes so both meet the same disk — what creating that many files costs at least;
/// - rebuilds into an existing output: after one token value changed in the source (only the
///   changed files are written), and with nothing changed (nothing is written);
/// - check floors on the existing output: one bare `open`/`read`/`close` per file (what the
///   writer's comparison costs at least) and one bare `stat` per file (the least any check,
///   a manifest of sizes and times included, can cost).
///
/// The preview page is measured separately, since the goal names the exports.
enum BuildSuite {
    static let rounds = 5
    static let previewRounds = 3

    @MainActor
    static func run() {
        let loadBefore = loadAverage()
        var table = MarkdownTable(header: [
            "shape", "tokens/context", "contexts", "files", "row", "written", "build ms", "write ms", "total ms",
            "goal", "met", "+ preview ms",
        ])
        for (name, shape, goal) in [
            ("medium", SyntheticThemeShape.medium, 300.0), ("deep", SyntheticThemeShape.deep, 2000.0),
        ] {
            let scratch = BuildScratch(name: name)
            defer { scratch.remove() }
            do {
                table.rows += try BuildScenarios(shape: shape, goal: goal, scratch: scratch).rows(name: name)
            } catch {
                table.rows.append(
                    [name, "\(shape.tokenCount)", "\(shape.contexts.count)", "", "FAILED: \(error)"]
                        + Array(repeating: "", count: 7))
            }
        }
        print(table.render())
        print(
            """

            median of \(rounds) rounds (preview: \(previewRounds)); total = build + write; goal and met apply to
            Livery rows only. Cold rows share each round's build. Floor rows are bare system calls on
            one thread, no build. Rebuilds write into the first cold output on disk: "one token
            changed" edits palette p0 of the first context (a new value each round), then runs the
            whole pipeline again. Writes end when the data is in the page cache (no fsync), as for
            any build tool. "+ preview" is a whole build with the preview page (not written).
            load average (1, 5, 15 min): before \(loadBefore), after \(loadAverage())
            """)
    }

    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { String(format: "%.2f", $0) }.joined(separator: ", ")
    }
}

/// The scratch folders of one shape: on disk (the temporary folder) and on tmpfs.
struct BuildScratch {
    let disk: String
    let memory: String

    init(name: String) {
        let folder = "livery-bench-build-\(name)-\(getpid())"
        disk = FileManager.default.temporaryDirectory.appendingPathComponent(folder).path
        memory = "/dev/shm/" + folder
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: disk)
        try? FileManager.default.removeItem(atPath: memory)
    }
}
