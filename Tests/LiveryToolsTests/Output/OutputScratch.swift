import Foundation
import LiveryTestSupport

/// Scratch folders for the writer's tests: each destination is `out` inside a fresh parent of
/// its own, so the parent holds nothing else and a staging folder left behind would show.
protocol OutputScratch {}

extension OutputScratch {
    /// A fresh destination path (not created).
    func temporaryFolder() -> String {
        TemporaryFolder.unusedPath("out") + "/out"
    }

    /// The file at `path` as UTF-8 text, `nil` when it cannot be read.
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the destination's parent other than the destination itself.
    func leftovers(beside folder: String) -> [String] {
        let parent = (folder as NSString).deletingLastPathComponent
        return ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { $0 != "out" }
    }
}
