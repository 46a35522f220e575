// swift-tools-version: 6.0
// A check of the Apple glue on Linux, never shipped: LiveryUIKit, LiverySwiftUI and LiveryWebKit
// (the real sources, through symlinks) compiled against small stub modules named `UIKit`,
// `SwiftUI`, `WebKit`, `QuartzCore` and `CoreGraphics` that declare exactly the Apple API the glue uses, with the
// SDK's signatures, availability and isolation, and carry the documented behaviour the glue
// relies on (window attach, superview, trait collections and overrides, trait-change
// registration). Inside this package `#if canImport(UIKit)` is true: that is the point.
// Run it with `Scripts/check-apple-glue`.
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]
// The glue must compile with zero warnings, as the main package must.
let glue: [SwiftSetting] = strict + [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "GlueCheck",
    targets: [
        // The real engine, shared with the main package through symlinks.
        .target(name: "LiveryCore", swiftSettings: strict),
        .target(name: "Livery", dependencies: ["LiveryCore"], swiftSettings: strict),
        // The pipeline and the tests' shared support, for the documentation examples.
        .target(name: "LiveryTools", dependencies: ["LiveryCore"], swiftSettings: strict),
        .target(name: "LiveryTestSupport", path: "Tests/LiveryTestSupport", swiftSettings: strict),
        // Stubs of Apple's frameworks: a check, not a UIKit.
        .target(name: "CoreGraphics", swiftSettings: glue),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: glue),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics"], swiftSettings: glue),
        .target(name: "SwiftUI", dependencies: ["UIKit"], swiftSettings: glue),
        .target(name: "WebKit", dependencies: ["UIKit"], swiftSettings: glue),
        // The real glue, shared with the main package through symlinks.
        .target(name: "LiveryUIKit", dependencies: ["Livery", "LiveryCore", "UIKit"], swiftSettings: glue),
        .target(
            name: "LiverySwiftUI", dependencies: ["Livery", "LiveryCore", "LiveryUIKit", "SwiftUI"], swiftSettings: glue),
        .target(
            name: "LiveryWebKit", dependencies: ["Livery", "LiveryCore", "LiveryUIKit", "WebKit"], swiftSettings: glue),
        .testTarget(
            name: "GlueTests",
            dependencies: [
                "LiveryUIKit", "LiverySwiftUI", "LiveryWebKit", "Livery", "LiveryCore", "LiveryTestSupport", "UIKit",
                "SwiftUI", "WebKit",
            ],
            // Swift Testing ships overlays for the real UIKit and CoreGraphics (attachments),
            // absent on Linux: the tests import the stubs without them.
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // Every Swift example of README.md, the DocC articles and the doc comments, type-checked
        // against these modules: the real glue on the stub SDK, not stand-ins.
        .testTarget(
            name: "DocExampleTests",
            dependencies: [
                "LiveryUIKit", "LiverySwiftUI", "LiveryWebKit", "Livery", "LiveryCore", "LiveryTools", "LiveryTestSupport",
                "UIKit", "SwiftUI", "WebKit",
            ],
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ],
    swiftLanguageModes: [.v6]
)
