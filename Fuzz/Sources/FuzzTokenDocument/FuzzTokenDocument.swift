import FuzzKit
import LiveryCore

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzTokenDocument_main`).
@_cdecl("FuzzTokenDocument_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        TokenDocumentHarness.run(FuzzDriver.bytes(data, size))
        return 0
    }
}

/// One DTCG token file: read as a `TokenDocument` in both validation modes, then resolved on
/// its own (aliases, `$extends`, `$ref`) as `livery resolve tokens.json` does.
enum TokenDocumentHarness {
    static let path = "fuzz.tokens.json"

    static func run(_ bytes: [UInt8]) {
        guard let json = try? JSONParser.parse(bytes) else { return }
        for mode in [ValidationMode.default, .strict] {
            let document = TokenDocument(json: json, file: path, mode: mode)
            FuzzCheck.render(document.diagnostics)
            FuzzCheck.blackHole(document.tokens.count + document.groups.count)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let resolver = Resolver.tokenFiles([path], loader: .memory([path: text]))
        FuzzCheck.render(resolver.validate().diagnostics)
        if let theme = try? resolver.theme(for: resolver.defaultInput) {
            ResolvedThemeChecks.checkPayloadWriting([theme])
        }
    }
}
