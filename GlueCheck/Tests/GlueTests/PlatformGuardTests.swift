import Foundation
import Testing

/// The stubs compile for one platform only; these read the glue's sources for the guards
/// the other platforms need (Package.swift declares watchOS and visionOS).
@Suite("Platform guards of the glue")
struct PlatformGuardTests {
    static let glue = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LiveryUIKit")

    static func sources() throws -> [(name: String, text: String)] {
        let files = try #require(FileManager.default.enumerator(at: glue, includingPropertiesForKeys: nil))
        return try files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
        }
    }

    /// API watchOS does not have: views, windows, scenes, layers, traits.
    static let viewAPI = ["UIView", "UIWindow", "UIScene", "UIApplication", "UITrait", "CALayer", "UIImageAsset", "dynamicProvider"]

    @Test func everyFileUsingViewAPIIsLeftOutOnWatchOS() throws {
        let sources = try Self.sources()
        #expect(!sources.isEmpty)
        for (name, text) in sources where Self.viewAPI.contains(where: text.contains) {
            #expect(text.hasPrefix("#if canImport(UIKit) && !os(watchOS)"), "\(name) uses API watchOS lacks")
        }
    }

    @Test func theGlueNeverNamesUIScreenWhichVisionOSLacks() throws {
        for (name, text) in try Self.sources() {
            #expect(!text.contains("UIScreen"), "\(name) names UIScreen")
        }
    }
}
