import Foundation
import LiveryTestSupport
import Testing

/// `livery derive` writes the same bytes in every process (issue 19): Swift seeds the hash
/// of `Set` and `Dictionary` per process, so any choice following their iteration order
/// differs between runs. Each run here is a separate process; the hashing seed is left
/// random (the variable removed) in most runs and fixed in one, so a test environment that
/// sets `SWIFT_DETERMINISTIC_HASHING` cannot hide the bug. Both the written token file and
/// the JSON report must be identical.
@Suite("livery derive determinism")
struct DeriveDeterminismTests {
    static let runs = 6

    @Test(arguments: DeriveDeterminismSystem.all)
    func separateProcessesWriteIdenticalBytes(_ system: DeriveDeterminismSystem) async throws {
        let folder = try TemporaryFolder("derive-determinism")
        defer { folder.remove() }
        let (resolver, pairs) = try system.write(folder)
        guard let binary = LiveryBinary.url else {
            Issue.record("no built livery binary among \(LiveryBinary.candidates)")
            return
        }
        var random = ProcessInfo.processInfo.environment
        random.removeValue(forKey: "SWIFT_DETERMINISTIC_HASHING")
        var fixed = random
        fixed["SWIFT_DETERMINISTIC_HASHING"] = "1"
        let output = folder.path + "/derived.tokens.json"
        var files: [String] = []
        var reports: [String] = []
        for environment in [fixed] + Array(repeating: random, count: Self.runs - 1) {
            try? FileManager.default.removeItem(atPath: output)
            let run = try await BinaryRun.run(
                executable: binary,
                [
                    "derive", resolver, "--from", "theme=light", "--to", "theme=dark", "--overwrite", "--pairs", pairs,
                    "-o", output, "--json",
                ] + system.arguments,
                environment: environment)
            #expect([0, 1].contains(run.status), "\(system): \(run.standardError)")
            files.append(String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self))
            reports.append(run.standardOutput)
        }
        #expect(files.allSatisfy { !$0.isEmpty } && reports.allSatisfy { !$0.isEmpty }, "\(system)")
        for words in system.reportSays { #expect(reports[0].contains(words), "\(system): no \(words)") }
        for i in 1..<Self.runs {
            let (sameFile, sameReport) = (files[i] == files[0], reports[i] == reports[0])
            #expect(
                sameFile,
                "\(system): run \(i) wrote another file than run 0 \(Self.firstDifference(files[0], files[i]))")
            #expect(
                sameReport,
                "\(system): run \(i) printed another report than run 0 \(Self.firstDifference(reports[0], reports[i]))")
        }
    }

    /// Where two texts first differ: the character offset and 60 characters of each from
    /// a little before it.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let (x, y) = (Array(a), Array(b))
        let common = zip(x, y).prefix { $0 == $1 }.count
        guard common < max(x.count, y.count) else { return "(equal)" }
        let start = max(0, common - 20)
        let excerpt = { (text: [Character]) in String(text[min(start, text.count)..<min(start + 60, text.count)]) }
        return "at character \(common): \(excerpt(x).debugDescription) ≠ \(excerpt(y).debugDescription)"
    }
}
