// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "Livery",
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "LiveryCore", targets: ["LiveryCore"]),
        .library(name: "Livery", targets: ["Livery"]),
        .library(name: "LiveryTools", targets: ["LiveryTools"]),
        .library(name: "LiveryUIKit", targets: ["LiveryUIKit"]),
        .library(name: "LiverySwiftUI", targets: ["LiverySwiftUI"]),
        .library(name: "LiveryWebKit", targets: ["LiveryWebKit"]),
        .executable(name: "livery", targets: ["LiveryExecutable"]),
        .executable(name: "livery-bench", targets: ["LiveryBench"]),
    ],
    targets: [
        // Foundation-only model: JSON, diagnostics, colors, DTCG tokens, the resolver.
        .target(name: "LiveryCore", swiftSettings: strict),
        // The runtime engine an app links (no UI framework).
        .target(name: "Livery", dependencies: ["LiveryCore"], swiftSettings: strict),
        // The token pipeline: merge, audit, derive, import, export, preview, build, publish.
        .target(name: "LiveryTools", dependencies: ["LiveryCore"], swiftSettings: strict),
        // The command-line front end, callable in-process by tests.
        .target(name: "LiveryCLI", dependencies: ["LiveryCore", "LiveryTools", "Livery"], swiftSettings: strict),
        .executableTarget(name: "LiveryExecutable", dependencies: ["LiveryCLI"], swiftSettings: strict),
        .executableTarget(
            name: "LiveryBench", dependencies: ["LiveryCore", "Livery", "LiveryTools", "LiveryTestSupport"],
            swiftSettings: strict),
        // Apple glue: compiled only where UIKit / SwiftUI / WebKit exist.
        .target(name: "LiveryUIKit", dependencies: ["Livery"], swiftSettings: strict),
        .target(name: "LiverySwiftUI", dependencies: ["Livery", "LiveryUIKit"], swiftSettings: strict),
        .target(name: "LiveryWebKit", dependencies: ["Livery", "LiveryCore", "LiveryUIKit"], swiftSettings: strict),
        // What every test target shares (scratch folders); Foundation only.
        .target(name: "LiveryTestSupport", path: "Tests/LiveryTestSupport", swiftSettings: strict),
        .testTarget(name: "LiveryCoreTests", dependencies: ["LiveryCore", "LiveryTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "LiveryTests", dependencies: ["Livery", "LiveryCore", "LiveryTools", "LiveryTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "LiveryToolsTests",
            // Livery: the Swift export's file imports it, and its tests compile that file.
            dependencies: ["LiveryTools", "LiveryCore", "Livery", "LiveryTestSupport"],
            exclude: ["Golden", "Derive/Fixtures", "Derive/Corpus", "Diff/Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "LiveryCLITests", dependencies: ["LiveryCLI", "LiveryCore", "LiveryExecutable", "LiveryTestSupport"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
