import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

/// Several `livery fetch` processes writing one cache folder at once (two runs of a script, or
/// an app and its extension sharing an app group), each bringing a different bundle.
@Suite("livery fetch: concurrent processes share one cache", .serialized)
struct ConcurrentFetchTests {
    /// A one-modifier resolver whose light background is `background`, published to `site`.
    static func publish(background: String, in folder: TemporaryFolder, as name: String) throws -> String {
        try folder.write("\(name)/light.tokens.json", text: #"{"bg": {"$type": "color", "$value": "\#(background)"}}"#)
        try folder.write("\(name)/dark.tokens.json", text: ##"{"bg": {"$type": "color", "$value": "#101010"}}"##)
        let resolver = try folder.write(
            "\(name)/app.resolver.json",
            text: #"""
                {"version": "2025.10",
                 "modifiers": {"theme": {"default": "light",
                                         "contexts": {"light": [{"$ref": "light.tokens.json"}],
                                                      "dark": [{"$ref": "dark.tokens.json"}]}}},
                 "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
                """#)
        let site = folder.path + "/\(name)-site"
        let published = livery("publish", resolver, "-o", site)
        #expect(published.status == 0, "\(published.io.standardError)")
        return site
    }

    @Test func everyRoundEndsWithAPointerWhoseFilesAreAllThere() async throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let servers = try ["#fafafa", "#f0e0d0", "#e0f0ff", "#ffeedd"].enumerated().map { index, color in
            try StaticServer(serving: Self.publish(background: color, in: folder, as: "s\(index)"))
        }
        defer { for server in servers { server.stop() } }
        let cache = folder.path + "/cache"
        for round in 0..<6 {
            let runs = try await withThrowingTaskGroup(of: BinaryRun.self) { group in
                for (index, server) in servers.enumerated() {
                    let url = "http://127.0.0.1:\(server.port)/manifest.json"
                    group.addTask {
                        // Alternate the order so that no process always wins the race.
                        if (index + round) % 2 == 0 { try await Task.sleep(nanoseconds: 2_000_000) }
                        return try await BinaryRun.run(["fetch", url, "--cache", cache, "--attempts", "1"])
                    }
                }
                return try await group.reduce(into: [BinaryRun]()) { $0.append($1) }
            }
            for run in runs { #expect(run.status == 0, "round \(round): \(run.standardOutput)\(run.standardError)") }
            // The pointer names a manifest whose every file is in the cache, verified.
            let check = try await BinaryRun.run([
                "fetch", "http://127.0.0.1:9/manifest.json", "--cache", cache, "--attempts", "1",
            ])
            #expect(
                check.standardOutput.hasPrefix("cache: restored revision "),
                "round \(round): \(check.standardOutput)\(check.standardError)")
            let files = folder.files(under: "cache").filter { $0.hasPrefix("themes/") || $0.hasPrefix("manifests/") }
            #expect(files.filter { $0.hasPrefix("manifests/") }.count == 1, "round \(round): \(files)")
        }
    }
}
