import Foundation
import LiveryTestSupport
import Testing

@Suite("livery build executable")
struct BuildExecutableTests {
    @Test func buildWithoutAConfigBuildsTheBundledExample() async throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let run = try await BinaryRun.run(["build", "-o", folder.path], in: TestPaths.packageRoot)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "")
        let files = folder.files()
        #expect(
            Set(files.map { String($0.split(separator: "/")[0]) }) == [
                "android", "css", "json", "preview.html", "swift", "web", "xcassets",
            ])
        #expect(run.standardOutput.hasPrefix("validate  0 errors, 0 warnings\n"), "\(run.standardOutput)")
        #expect(run.standardOutput.hasSuffix("preview   preview.html\nwrote \(files.count) files to \(folder.path)\n"))
    }

    @Test func buildWithoutAConfigOrExampleSaysWhatIsMissing() async throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let run = try await BinaryRun.run(["build"], in: folder.path)
        #expect(run.status == 1)
        #expect(
            run.standardError
                == "error: no livery.json here and no bundled example (Examples/Themes/app.resolver.json); name a build config\n"
        )
        #expect(folder.files().isEmpty)
    }
}
