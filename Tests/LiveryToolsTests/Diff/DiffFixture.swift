import Foundation
import LiveryCore
import LiveryTools

/// The fixture pair under `Fixtures/` (see its README): one resolver before and after a change
/// with every change class in both of its contexts, and the pairs file for both.
enum DiffFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let oldResolver = folder.appendingPathComponent("old/app.resolver.json").path
    static let newResolver = folder.appendingPathComponent("new/app.resolver.json").path
    static let pairs = folder.appendingPathComponent("pairs.json").path

    /// The fixture's diff, with the contrast pairs compared.
    static func diff() throws -> ThemeDiff {
        try ThemeDiffer.diff(
            old: Resolver(path: oldResolver), new: Resolver(path: newResolver), oldLabel: "old", newLabel: "new",
            pairs: ContrastRequirements.load(path: pairs))
    }

    /// The diff of two sets of token files written into `folder` (`name → JSON text`, old then new).
    static func diff(old: String, new: String, in folder: String) throws -> ThemeDiff {
        let oldPath = folder + "/old.tokens.json"
        let newPath = folder + "/new.tokens.json"
        try old.write(toFile: oldPath, atomically: true, encoding: .utf8)
        try new.write(toFile: newPath, atomically: true, encoding: .utf8)
        return try ThemeDiffer.diff(
            old: TokenValidation.source(for: [oldPath]), new: TokenValidation.source(for: [newPath]),
            oldLabel: "old.tokens.json", newLabel: "new.tokens.json")
    }
}
