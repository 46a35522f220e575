import FuzzKit
import LiveryTools

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzSwiftEnumPairs_main`).
@_cdecl("FuzzSwiftEnumPairs_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        // Swift enums of "light|dark" hex pairs, with custom-colors JSON, packed as FuzzFiles.
        ImporterHarness.run(.swiftEnumPairs, FuzzDriver.bytes(data, size))
        return 0
    }
}
