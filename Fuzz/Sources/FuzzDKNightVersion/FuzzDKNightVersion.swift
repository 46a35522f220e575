import FuzzKit
import LiveryTools

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzDKNightVersion_main`).
@_cdecl("FuzzDKNightVersion_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        // DKNightVersion color tables and DKColorMapping.plist, packed as FuzzFiles.
        ImporterHarness.run(.dkNightVersion, FuzzDriver.bytes(data, size))
        return 0
    }
}
