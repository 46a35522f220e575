import FuzzKit
import LiveryTools

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzFigma_main`).
@_cdecl("FuzzFigma_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        // Figma's per-mode DTCG token files, packed as FuzzFiles.
        ImporterHarness.run(.figma, FuzzDriver.bytes(data, size))
        return 0
    }
}
