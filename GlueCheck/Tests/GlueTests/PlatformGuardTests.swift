import Foundation
import Testing

/// The stubs compile for one platform only; these read the glue's sources for the guards
/// the other platforms need (Package.swift declares watchOS and visionOS).
@Suite("Platform guards of the glue")
struct PlatformGuardTests {
    static let glue = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LiveryUIKit")

    /// LiveryWebKit's sources, beside LiveryUIKit's.
    static let webKitGlue = glue.deletingLastPathComponent().appendingPathComponent("LiveryWebKit")

    static func sources(in folder: URL = glue) throws -> [(name: String, text: String)] {
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        return try files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
        }
    }

    /// API watchOS does not have: views, windows, scenes, layers, traits.
    static let viewAPI = [
        "UIView", "UIWindow", "UIScene", "UIApplication", "UITrait", "CALayer", "UIImageAsset", "dynamicProvider",
    ]

    @Test func everyFileUsingViewAPIIsLeftOutOnWatchOS() throws {
        let sources = try Self.sources()
        #expect(!sources.isEmpty)
        for (name, text) in sources where Self.viewAPI.contains(where: Self.code(of: text).contains) {
            #expect(text.hasPrefix("#if canImport(UIKit) && !os(watchOS)"), "\(name) uses API watchOS lacks")
        }
    }

    /// The text without its comment lines: a comment may name a view type the code never uses.
    static func code(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop(while: { $0 == " " }).hasPrefix("//") }
            .joined(separator: "\n")
    }

    @Test func theGlueNeverNamesUIScreenWhichVisionOSLacks() throws {
        let sources = try Self.sources()
        #expect(!sources.isEmpty)
        for (name, text) in sources {
            #expect(!Self.code(of: text).contains("UIScreen"), "\(name) names UIScreen")
        }
    }

    /// WebKit with UIKit: iOS, iPadOS, Mac Catalyst and visionOS; never macOS' AppKit, tvOS or watchOS.
    @Test func everyWebKitGlueFileIsLeftOutWhereWebKitOrUIKitIsMissing() throws {
        let sources = try Self.sources(in: Self.webKitGlue)
        #expect(!sources.isEmpty)
        for (name, text) in sources {
            #expect(
                text.hasPrefix("#if canImport(WebKit) && canImport(UIKit) && !os(watchOS)"), "\(name) is not guarded")
            #expect(!Self.code(of: text).contains("UIScreen"), "\(name) names UIScreen")
        }
    }
}
