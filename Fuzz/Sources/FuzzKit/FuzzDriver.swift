import CLibFuzzer

/// Hands control to libFuzzer.
///
/// Each harness is an executable whose entry point is `@_cdecl("<module>_main")` (the symbol
/// SwiftPM links as `main`); it passes its arguments and a non-capturing closure here:
///
/// ```swift
/// @_cdecl("FuzzJSON_main")
/// func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
///     FuzzDriver.run(argc, argv) { data, size in
///         JSONHarness.run(FuzzDriver.bytes(data, size))
///         return 0
///     }
/// }
/// ```
///
/// libFuzzer reads its own flags (`-max_total_time=60`, corpus folders, a crash file to
/// replay) from the arguments.
public enum FuzzDriver {
    /// libFuzzer's callback: one input, `0` to keep it as a candidate for the corpus.
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Runs libFuzzer with the program's arguments; returns its exit status.
    public static func run(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ callback: Callback
    ) -> Int32 {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, callback)
    }

    /// The input libFuzzer passed, copied into an array (empty for a null pointer).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
