import Foundation
import LiveryCLI
import LiveryTestSupport
import Testing

/// What `publish` reads goes to a public web server: a resolver (a designer's file) that names
/// a file outside its own folder tree — by `../`, an absolute path or a symbolic link — is
/// refused with the file named, and nothing is written, unless `--allow-outside-sources`.
@Suite("publish keeps to the resolver's folder")
struct PublishConfinementTests {
    private static let secret = ##"{"leak": {"$type": "color", "$value": "#123456"}}"##

    /// `outside/secret.tokens.json` and `site/app/app.resolver.json` naming it as `ref`.
    private func layout(ref: (TemporaryFolder) -> String) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/outside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/app", withIntermediateDirectories: true)
        _ = try folder.write("outside/secret.tokens.json", text: Self.secret)
        let resolver = try folder.write(
            "app/app.resolver.json",
            text:
                #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "\#(ref(folder))"}]}]}"#
        )
        return (folder, resolver)
    }

    private func publish(_ resolver: String, into folder: TemporaryFolder, extra: [String] = []) -> (Int32, String) {
        var io = CapturedIO()
        let status = LiveryCLI.main(["publish", resolver, "-o", folder.path + "/site"] + extra, io: &io)
        return (status, io.standardError)
    }

    @Test(arguments: ["relative", "absolute", "symlink"])
    func aSourceOutsideIsRefusedAndNothingIsWritten(kind: String) throws {
        let (folder, resolver) = try layout { folder in
            switch kind {
            case "relative": return "../outside/secret.tokens.json"
            case "absolute": return folder.path + "/outside/secret.tokens.json"
            default: return "linked.tokens.json"
            }
        }
        defer { folder.remove() }
        if kind == "symlink" {
            try FileManager.default.createSymbolicLink(
                atPath: folder.path + "/app/linked.tokens.json",
                withDestinationPath: folder.path + "/outside/secret.tokens.json")
        }
        let (status, errors) = publish(resolver, into: folder)
        #expect(status == 1, "\(errors)")
        #expect(errors.contains("outside the resolver's folder"), "\(errors)")
        #expect(errors.contains("--allow-outside-sources"), "\(errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/site"), "nothing may be written")
    }

    @Test func theOptionAllowsIt() throws {
        let (folder, resolver) = try layout { _ in "../outside/secret.tokens.json" }
        defer { folder.remove() }
        let (status, errors) = publish(resolver, into: folder, extra: ["--allow-outside-sources"])
        #expect(status == 0, "\(errors)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/site/manifest.json"))
    }

    @Test func sourcesInSubfoldersArePublished() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/app/base", withIntermediateDirectories: true)
        _ = try folder.write("app/base/colors.tokens.json", text: Self.secret)
        let resolver = try folder.write(
            "app/app.resolver.json",
            text:
                #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "base/../base/colors.tokens.json"}]}]}"#
        )
        let (status, errors) = publish(resolver, into: folder)
        #expect(status == 0, "\(errors)")
    }
}
