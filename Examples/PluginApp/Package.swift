// swift-tools-version: 6.0
import PackageDescription

// A sample app whose typed tokens come from LiveryPlugin at build time: the target holds
// Tokens/app.resolver.json, and main.swift uses the generated `Tokens` namespace.
let package = Package(
    name: "PluginApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        // `name:` keeps the package's name whatever its checkout folder is called.
        .package(name: "Livery", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PluginApp",
            dependencies: [.product(name: "Livery", package: "Livery")],
            // The token files ship with the app too, to be loaded at run time.
            resources: [.copy("Tokens")],
            plugins: [.plugin(name: "LiveryPlugin", package: "Livery")])
    ],
    swiftLanguageModes: [.v6]
)
