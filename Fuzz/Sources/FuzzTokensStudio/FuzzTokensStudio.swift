import FuzzKit
import LiveryTools

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzTokensStudio_main`).
@_cdecl("FuzzTokensStudio_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        // Tokens Studio files (one file, or sets with $themes.json and $metadata.json), packed as FuzzFiles.
        ImporterHarness.run(.tokensStudio, FuzzDriver.bytes(data, size))
        return 0
    }
}
