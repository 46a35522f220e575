import FuzzKit
import LiveryTools

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzSwiftTheme_main`).
@_cdecl("FuzzSwiftTheme_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        // SwiftTheme theme files (plist and JSON), packed as FuzzFiles.
        ImporterHarness.run(.swiftTheme, FuzzDriver.bytes(data, size))
        return 0
    }
}
