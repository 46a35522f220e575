import Foundation
import LiveryCore
import Testing

@testable import LiveryTools

/// The corpus of public design systems (`Corpus/<system>`, written by `Scripts/corpus/`) is
/// what `livery-bench derive-quality` scores: each system must load as the bench reads it,
/// say where it came from, and derive a dark that the audit reads in place.
@Suite("Derive corpus")
struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
        .path
    static let systems = ["carbon", "fluent", "material", "paste", "primer", "radix", "spectrum"]

    @Test func everySystemFolderIsListed() throws {
        let found = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { name in
            FileManager.default.fileExists(atPath: "\(Self.folder)/\(name)/\(name).resolver.json")
        }
        #expect(found.sorted() == Self.systems)
    }

    @Test(arguments: systems)
    func systemStatesItsSourceAndLicense(_ system: String) throws {
        let source = try String(contentsOfFile: "\(Self.folder)/\(system)/SOURCE.md", encoding: .utf8)
        for field in ["Repository:", "Commit:", "License:", "Converted by:"] {
            #expect(source.contains(field), "\(system)/SOURCE.md lacks \(field)")
        }
        #expect(FileManager.default.fileExists(atPath: "\(Self.folder)/\(system)/LICENSE"), "\(system) has no LICENSE")
    }

    /// Both themes resolve, every pair names a color token of both, and the derived dark is
    /// audited in place with as many checks as the designers' dark.
    @Test(arguments: systems)
    func systemLoadsAndDerives(_ system: String) throws {
        let path = "\(Self.folder)/\(system)/\(system).resolver.json"
        let resolver = try Resolver(path: path)
        let requirements = try ContrastRequirements.load(path: "\(Self.folder)/\(system)/pairs.json")
        #expect(!requirements.pairs.isEmpty, "\(system) has no pairs")
        for context in ["light", "dark"] {
            let theme = try resolver.theme(for: ResolverInput([("theme", context)]))
            for pair in requirements.pairs {
                for name in [pair.foreground, pair.background] + pair.over {
                    #expect(
                        theme[name]?.value.color != nil, "\(system) \(context): \(pair.path) names \(name), no color")
                }
            }
        }
        let input = try DeriveInput(resolver: resolver, from: "light", to: "dark")
        let placement = try DerivedPlacement(
            resolverPath: path, output: "\(Self.folder)/\(system)/theme/dark.tokens.json", modifier: "theme",
            context: "dark")
        let result = try ThemeDerivation.derive(
            input, options: .init(strategy: .invertLightness, requirements: requirements, overwrite: true),
            placement: placement)
        let designers = try ContrastAudit.run(requirements, on: resolver).results.filter {
            $0.input == ResolverInput([("theme", "dark")])
        }
        #expect(result.report.pairs.count == designers.count, "\(system)")
    }
}
