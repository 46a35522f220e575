import FuzzKit
import LiveryCore

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzResolver_main`).
@_cdecl("FuzzResolver_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        ResolverHarness.run(FuzzDriver.bytes(data, size))
        return 0
    }
}

/// A DTCG resolver document and its token files, served from memory (packed input: the first
/// file is the resolver). Loads, validates every combination and builds each theme.
enum ResolverHarness {
    /// Combinations built one by one at most (validation still checks them all).
    static let themeLimit = 4

    static func run(_ bytes: [UInt8]) {
        let files = FuzzFiles.unpack(bytes)
        guard let first = files.first else { return }
        let resolver: Resolver
        do {
            resolver = try Resolver(path: first.path, loader: .memory(FuzzFiles.texts(files)))
        } catch {
            FuzzCheck.render(error.diagnostics)
            return
        }
        FuzzCheck.render(resolver.loadDiagnostics)
        let report = resolver.validate()
        FuzzCheck.render(report.diagnostics)
        var themes: [ResolvedTheme] = []
        for input in resolver.allInputs.prefix(themeLimit) {
            do {
                themes.append(try resolver.theme(for: input))
            } catch {
                FuzzCheck.render(error.diagnostics)
            }
        }
        ResolvedThemeChecks.checkPayloadWriting(themes)
    }
}
