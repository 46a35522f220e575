import Foundation
import LiveryTools
import Testing

/// Compares exporter output with the golden files under `Tests/LiveryToolsTests/Golden/<format>/`.
///
/// Each golden file is the output file's path plus `.golden` (so a golden `.swift` file is not
/// compiled into the tests). A mismatch fails with a line diff. With `LIVERY_RECORD=1` in the
/// environment the output is written as the new golden files instead, stale ones removed, and the
/// test fails (as swift-snapshot-testing does when it records): a recording run checks nothing.
enum GoldenFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["LIVERY_RECORD"] == "1" }

    static func assertMatches(
        _ files: [OutputFile], format: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = root.appendingPathComponent(format)
        if isRecording {
            try? FileManager.default.removeItem(at: folder)
            for file in files {
                let url = folder.appendingPathComponent(file.path + ".golden")
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents).write(to: url)
            }
            // A recording run checks nothing, so it never passes: review the new files with
            // `git diff`, then run again without LIVERY_RECORD.
            Issue.record(
                "recorded \(files.count) golden files in Golden/\(format); run again without LIVERY_RECORD=1",
                sourceLocation: sourceLocation)
            return
        }
        let expectedPaths = goldenPaths(in: folder)
        let actualPaths = files.map(\.path).sorted()
        #expect(!files.isEmpty, "Golden/\(format): the exporter wrote nothing", sourceLocation: sourceLocation)
        #expect(
            actualPaths == expectedPaths, "the set of files differs from Golden/\(format)",
            sourceLocation: sourceLocation)
        for file in files {
            let url = folder.appendingPathComponent(file.path + ".golden")
            guard let data = FileManager.default.contents(atPath: url.path) else {
                Issue.record("no golden file Golden/\(format)/\(file.path).golden", sourceLocation: sourceLocation)
                continue
            }
            let expected = String(decoding: data, as: UTF8.self)
            if expected != file.text {
                Issue.record(
                    "Golden/\(format)/\(file.path) differs (- golden, + actual):\n\(LineDiff.render(expected, file.text))",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// The output paths the golden folder holds (without `.golden`), sorted.
    static func goldenPaths(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let next = walker.nextObject() as? String {
            if next.hasSuffix(".golden") { paths.append(String(next.dropLast(".golden".count))) }
        }
        return paths.sorted()
    }
}

/// A unified-style line diff of two texts, for golden-file failures.
enum LineDiff {
    static func render(_ old: String, _ new: String, context: Int = 2) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the end.
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                lines.append(("-", a[i])); i += 1
            } else {
                lines.append(("+", b[j])); j += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        let shown = Set(changed.flatMap { max(0, $0 - context)...min(lines.count - 1, $0 + context) })
        var out: [String] = []
        var last = -1
        for k in shown.sorted() {
            if k != last + 1 { out.append("@@ line \(k + 1)") }
            out.append("\(lines[k].mark) \(lines[k].text)")
            last = k
        }
        return out.joined(separator: "\n")
    }
}
