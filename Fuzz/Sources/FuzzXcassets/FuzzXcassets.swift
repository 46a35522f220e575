import FuzzKit
import LiveryTools

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzXcassets_main`).
@_cdecl("FuzzXcassets_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        // Xcode asset catalogs (Contents.json of catalogs, folders and color sets), packed as FuzzFiles.
        ImporterHarness.run(.xcassets, FuzzDriver.bytes(data, size))
        return 0
    }
}
