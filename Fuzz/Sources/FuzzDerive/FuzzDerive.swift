import FuzzKit
import LiveryCore
import LiveryTools

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzDerive_main`).
@_cdecl("FuzzDerive_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        DeriveHarness.run(FuzzDriver.bytes(data, size))
        return 0
    }
}

/// A DTCG resolver, its token files, a `pairs.json` and an `anchors.json`, served from memory
/// (packed input: the first file is the resolver). Derives the second context of the first
/// modifier that has two from the first (`livery derive --from A --to B`), with the pairs
/// where they parse and the anchors (`{"token": "#hex"}`, `--anchor`) whose colors parse, once
/// keeping what the target defines and once with `--overwrite`, and checks that the same input
/// derives the same document twice.
enum DeriveHarness {
    static func run(_ bytes: [UInt8]) {
        let files = FuzzFiles.unpack(bytes)
        guard let first = files.first else { return }
        let texts = FuzzFiles.texts(files)
        let resolver: Resolver
        do {
            resolver = try Resolver(path: first.path, loader: .memory(texts))
        } catch {
            FuzzCheck.render(error.diagnostics)
            return
        }
        guard let modifier = resolver.modifiers.first(where: { $0.contexts.count >= 2 }) else { return }
        let (from, to) = (modifier.contexts[0], modifier.contexts[1])
        var requirements: ContrastRequirements?
        if let text = texts["pairs.json"], let json = try? JSONParser.parse(text) {
            do {
                requirements = try ContrastRequirements.parse(json, file: "pairs.json")
            } catch {
                FuzzCheck.render(error.diagnostics)
            }
        }
        var anchors: [String: Color] = [:]
        if let text = texts["anchors.json"], case .object(let object)? = try? JSONParser.parse(text) {
            for (name, value) in object {
                if case .string(let hex) = value, let color = try? Color(hex: hex) { anchors[name] = color }
            }
        }
        for overwrite in [false, true] {
            let input: DeriveInput
            do {
                input = try DeriveInput(
                    resolver: resolver, from: "\(modifier.name)=\(from)", to: "\(modifier.name)=\(to)")
            } catch {
                FuzzCheck.render(error.diagnostics)
                return
            }
            let options = ThemeDerivation.Options(
                strategy: DerivationStrategy.forContext(to) ?? .invertLightness, requirements: requirements,
                overwrite: overwrite, anchors: anchors)
            do {
                let result = try ThemeDerivation.derive(input, options: options)
                FuzzCheck.blackHole(result.report.text)
                let again = try ThemeDerivation.derive(input, options: options)
                FuzzCheck.expect(
                    again.document == result.document,
                    "derive wrote two documents for one input (overwrite \(overwrite))")
            } catch {
                FuzzCheck.render(error.diagnostics)
            }
        }
    }
}
