import Foundation

/// Where the tests find the package's examples and the shared fixtures.
enum TestPaths {
    /// The package root: `Tests/LiveryCLITests/Support/TestPaths.swift` is four levels below it.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `Examples/Themes/app.resolver.json`.
    static let exampleResolver = packageRoot + "/Examples/Themes/app.resolver.json"

    /// `shared/fixtures` beside the package (a clean clone in CI), else `/work/shared/fixtures`.
    static let sharedFixtures: String = {
        let beside = URL(fileURLWithPath: packageRoot).deletingLastPathComponent()
            .appendingPathComponent("shared/fixtures").path
        return FileManager.default.fileExists(atPath: beside) ? beside : "/work/shared/fixtures"
    }()

    /// The Figma Simple Design System resolver.
    static var figmaResolver: String { sharedFixtures + "/dtcg/figma-sds/sds.resolver.json" }
}
