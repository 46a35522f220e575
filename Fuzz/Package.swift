// swift-tools-version: 6.0
import PackageDescription

// libFuzzer harnesses for Livery, kept out of the main package so that its `swift test` is
// unaffected. Build and run them with `Fuzz/run` (see RELIABILITY.md); by hand:
//
//     swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address
//     Fuzz/.build/release/FuzzJSON -max_total_time=60 corpus/
//
// The sanitizer flags come from the command line so that Livery's own modules are
// instrumented too (coverage for the fuzzer, ASan checks); flags set here would reach only
// the harness targets.

/// The harnesses, by module name. SwiftPM links each executable with `main=<module>_main`,
/// which the harness defines with `@_cdecl`.
let harnesses: [(name: String, libraries: [String])] = [
    ("FuzzJSON", ["LiveryCore"]),
    ("FuzzTokenDocument", ["LiveryCore"]),
    ("FuzzResolver", ["LiveryCore"]),
    ("FuzzColor", ["LiveryCore"]),
    ("FuzzBundle", ["LiveryCore", "Livery"]),
    ("FuzzSwiftTheme", ["LiveryTools"]),
    ("FuzzDKNightVersion", ["LiveryTools"]),
    ("FuzzSwiftEnumPairs", ["LiveryTools"]),
    ("FuzzXcassets", ["LiveryTools"]),
    ("FuzzAndroid", ["LiveryTools"]),
    ("FuzzFigma", ["LiveryTools"]),
    ("FuzzTokensStudio", ["LiveryTools"]),
    ("FuzzStyleDictionary", ["LiveryTools"]),
    ("FuzzDerive", ["LiveryCore", "LiveryTools"]),
]

let livery: (String) -> Target.Dependency = { .product(name: $0, package: "Livery") }

let package = Package(
    name: "LiveryFuzz",
    dependencies: [.package(name: "Livery", path: "..")],
    targets: [
        // Declares libFuzzer's `LLVMFuzzerRunDriver` (the runtime comes with -sanitize=fuzzer).
        .target(name: "CLibFuzzer"),
        // The driver, the packed multi-file input format and the shared importer harness.
        .target(
            name: "FuzzKit",
            dependencies: ["CLibFuzzer", livery("LiveryCore"), livery("LiveryTools"), livery("Livery")]),
    ]
        + harnesses.map { harness in
            .executableTarget(
                name: harness.name,
                dependencies: ["FuzzKit"] + harness.libraries.map(livery),
                // One file with no top-level code: parse it as a library so the only entry
                // point is the harness's `@_cdecl("<module>_main")`.
                swiftSettings: [.unsafeFlags(["-parse-as-library"])],
                // The system's gold linker fails on sanitizer objects (internal error in
                // format_file_lineno); the toolchain's lld links them.
                linkerSettings: [.unsafeFlags(["-use-ld=lld"])])
        },
    swiftLanguageModes: [.v6]
)
