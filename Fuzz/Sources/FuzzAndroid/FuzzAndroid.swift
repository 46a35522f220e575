import FuzzKit
import LiveryTools

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzAndroid_main`).
@_cdecl("FuzzAndroid_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        // Android color resources (res/values*/colors.xml), packed as FuzzFiles.
        ImporterHarness.run(.android, FuzzDriver.bytes(data, size))
        return 0
    }
}
