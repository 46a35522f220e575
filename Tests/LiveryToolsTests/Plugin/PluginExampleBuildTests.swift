import Foundation
import LiveryTestSupport
import Testing

/// Examples/PluginApp built with `swift build`, as a user of LiveryPlugin builds it: the
/// generated tokens compile into the app, an unchanged build does not run the generator
/// (once SwiftPM has settled its tool, see step 2), and an edit to a token file does.
///
/// The example is copied to `.build/plugin-example/PluginApp` (its dependency on Livery
/// pointed at this package's folder) and built with the scratch path
/// `.build/plugin-example/scratch`, so the edit touches only the copy. A cold build compiles
/// Livery's modules, which takes minutes; every build is bounded.
@Suite("LiveryPlugin in a SwiftPM build")
struct PluginExampleBuildTests {
    /// The package root: this file is `Tests/LiveryToolsTests/Plugin/PluginExampleBuildTests.swift`.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()
    /// What SwiftPM prints when it runs the plugin's build command (its display name).
    static let generatorRuns = "Generating Livery tokens from app.resolver.json"
    /// What SwiftPM prints when it links the generator (the build command's executable).
    static let toolLinks = "Linking LiveryPluginTool-tool"
    /// How long one `swift build` may take (a cold one compiles Livery).
    static let buildLimit: Double = 40 * 60

    /// `swift build` of the copy; the log has standard error too.
    private static func build(_ package: URL, scratch: URL) async throws -> ChildRun {
        try await ChildRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path], combined: true,
            timeout: buildLimit)
    }

    /// The generated file in the plugin's work directory under `scratch`.
    private static func generatedFile(under scratch: URL) -> URL? {
        let outputs = scratch.appendingPathComponent("plugins/outputs")
        guard let walk = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil) else {
            return nil
        }
        for case let file as URL in walk
        where file.lastPathComponent == "LiveryTokens.swift" && file.path.contains("/LiveryPlugin/") {
            return file
        }
        return nil
    }

    private static func modified(_ file: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    }

    @Test("builds and runs the example; regenerates only after a token file changed")
    func examplePackageBuildsWithThePlugin() async throws {
        let fileManager = FileManager.default
        let base = Self.root.appendingPathComponent(".build/plugin-example")
        let package = base.appendingPathComponent("PluginApp")
        let scratch = base.appendingPathComponent("scratch")
        try? fileManager.removeItem(at: package)
        try fileManager.createDirectory(at: base, withIntermediateDirectories: true)
        try fileManager.copyItem(at: Self.root.appendingPathComponent("Examples/PluginApp"), to: package)
        for leftover in [".build", ".swiftpm"] {
            try? fileManager.removeItem(at: package.appendingPathComponent(leftover))
        }
        let manifest = package.appendingPathComponent("Package.swift")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        let relative = #"path: "../..""#
        try #require(original.contains(relative), "the example depends on Livery by relative path")
        try original.replacingOccurrences(of: relative, with: "path: \(String(reflecting: Self.root.path))")
            .write(to: manifest, atomically: true, encoding: .utf8)

        // 1. A build: the generated constants compile into the app, which runs.
        let first = try await Self.build(package, scratch: scratch)
        #expect(first.status == 0, "\(first.standardOutput.suffix(4000))")
        let generated = try #require(Self.generatedFile(under: scratch), "no LiveryTokens.swift under \(scratch.path)")
        let tokens = try String(contentsOf: generated, encoding: .utf8)
        #expect(tokens.contains("public static let background: Livery.TokenName<Livery.TokenKinds.Color>"))
        let app = try await ChildRun.run(scratch.appendingPathComponent("debug/PluginApp"), [], timeout: 60)
        #expect(app.status == 0, "\(app.standardError)")
        #expect(
            app.standardOutput == """
                light: color.background #ffffff, color.text #333366, spacing.gap 12.0
                dark: color.background #333366, color.text #ffffff, spacing.gap 12.0

                """)

        // 2. Nothing changed. SwiftPM 6.3 on Linux relinks a plugin's tool in the build right
        // after the one that first built it (its pre-build of plugin tools and the main build
        // both link it), and a new tool re-runs every command using it. That is the only
        // reason this build may run the generator: when it does, the tool was relinked.
        let second = try await Self.build(package, scratch: scratch)
        #expect(second.status == 0, "\(second.standardOutput.suffix(4000))")
        if second.standardOutput.contains(Self.generatorRuns) {
            #expect(
                second.standardOutput.contains(Self.toolLinks),
                "the generator re-ran with neither an input nor its tool changed:\n\(second.standardOutput)")
        }
        // 3. Still nothing changed: the build command is up to date and does not run.
        let stamp = try Self.modified(generated)
        let third = try await Self.build(package, scratch: scratch)
        #expect(third.status == 0, "\(third.standardOutput.suffix(4000))")
        #expect(
            !third.standardOutput.contains(Self.generatorRuns),
            "an unchanged build re-ran the generator:\n\(third.standardOutput)")
        #expect(!third.standardOutput.contains(Self.toolLinks), "\(third.standardOutput)")
        #expect(try Self.modified(generated) == stamp)

        // 4. A token file the resolver references changed: the generator runs again.
        let dark = package.appendingPathComponent("Sources/PluginApp/Tokens/theme/dark.tokens.json")
        let edited = try String(contentsOf: dark, encoding: .utf8).replacingOccurrences(
            of: #""text": { "$value": "{palette.white}" }"#,
            with: #""text": { "$value": "{palette.white}" },"# + "\n"
                + #"    "border": { "$value": "{palette.white}" }"#)
        try #require(edited.contains("border"), "the edit applies to the example's dark tokens")
        try edited.write(to: dark, atomically: true, encoding: .utf8)
        let fourth = try await Self.build(package, scratch: scratch)
        #expect(fourth.status == 0, "\(fourth.standardOutput.suffix(4000))")
        #expect(
            fourth.standardOutput.contains(Self.generatorRuns),
            "an edited token file did not re-run the generator:\n\(fourth.standardOutput)")
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("public static let border"))
    }
}
