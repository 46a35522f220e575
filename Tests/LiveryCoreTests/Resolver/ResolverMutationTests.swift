import Foundation
import LiveryCore
import Testing

/// Deterministic mutations of the example resolver document: reported, never a crash.
@Suite struct ResolverMutationTests {
    static let directory = URL(fileURLWithPath: ExampleThemeTests.resolverPath).deletingLastPathComponent().path

    static let files: [String: String] = {
        var files: [String: String] = [:]
        for name in ["base/palette", "base/foundation", "theme/light", "theme/dark", "contrast/high", "brand/acme"] {
            let path = "\(directory)/\(name).tokens.json"
            files["\(name).tokens.json"] = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "{}"
        }
        return files
    }()

    @Test func mutatedResolverDocumentsAreReportedNeverCrash() throws {
        let original = try JSONFile.load(path: ExampleThemeTests.resolverPath)
        var generator = MutationRobustnessTests.Generator(state: 42)
        var reported = 0
        for _ in 0..<150 {
            let replacement = MutationRobustnessTests.replacements[
                generator.next(MutationRobustnessTests.replacements.count)]
            let mutated = MutationRobustnessTests.mutate(original, &generator, replacement: replacement)
            var files = Self.files
            files["app.resolver.json"] = JSONWriter.string(mutated)
            let report = TokenValidation.validate(["app.resolver.json"], loader: .memory(files))
            if report.hasErrors { reported += 1 }
        }
        #expect(reported > 50)
    }
}
