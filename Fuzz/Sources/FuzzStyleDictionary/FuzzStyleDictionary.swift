import FuzzKit
import LiveryTools

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzStyleDictionary_main`).
@_cdecl("FuzzStyleDictionary_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        // Style Dictionary source files, packed as FuzzFiles.
        ImporterHarness.run(.styleDictionary, FuzzDriver.bytes(data, size))
        return 0
    }
}
