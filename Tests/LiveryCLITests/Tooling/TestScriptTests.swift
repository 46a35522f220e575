import Foundation
import LiveryTestSupport
import Testing

/// `Scripts/test`, the README's test command, run against a scratch "machine": a `PATH` folder
/// of stand-in programs (a `swift` that prints its arguments, an `apt-get` that logs them and
/// "installs" stand-ins) and `LIVERY_SYSTEM_ROOT` in place of `/usr`.
@Suite struct TestScriptTests {
    /// What the command to install `tools` looks like for the user running the tests.
    static func installCommand(_ tools: String) -> String {
        let sudo = getuid() == 0 ? "" : "sudo "
        return "\(sudo)apt-get update && \(sudo)apt-get install -y \(tools)"
    }

    @Test func withEverythingInstalledItRunsSwiftTestWithTheArgumentsGiven() async throws {
        let machine = try ScratchMachine(installed: ["chromium", "nginx", "python3"])
        defer { machine.remove() }
        let run = try await machine.run(["--filter", "Remote", "--", "x"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "swift test --filter Remote -- x\n")
    }

    @Test func aMissingBrowserWithNoInstallPrintsTheExactCommandAndStops() async throws {
        let machine = try ScratchMachine(installed: ["nginx", "python3"], apt: true)
        defer { machine.remove() }
        let run = try await machine.run(["--no-install"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("  " + Self.installCommand("chromium") + "\n"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty, "swift test must not run")
        #expect(machine.aptLog.isEmpty)
    }

    @Test func withoutAptItPrintsTheDebianCommandAndStops() async throws {
        let machine = try ScratchMachine(installed: ["chromium"], apt: false)
        defer { machine.remove() }
        let run = try await machine.run([])
        #expect(run.status == 1)
        #expect(run.standardError.contains("There is no apt-get here"), "\(run.standardError)")
        #expect(run.standardError.contains(Self.installCommand("nginx python3")), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty, "swift test must not run")
    }

    @Test func itInstallsWhatIsMissingWithAptWhenRootElseAsksForSudo() async throws {
        let machine = try ScratchMachine(installed: [], apt: true)
        defer { machine.remove() }
        let run = try await machine.run(["--filter", "Browser"])
        if getuid() == 0 {
            #expect(run.status == 0, "\(run.standardError)")
            #expect(machine.aptLog == "update -qq\ninstall -y -qq chromium nginx python3\n")
            #expect(run.standardOutput.hasSuffix("swift test --filter Browser\n"), "\(run.standardOutput)")
        } else {
            #expect(run.status == 1)
            #expect(run.standardError.contains("Installing needs root"), "\(run.standardError)")
            #expect(run.standardError.contains(Self.installCommand("chromium nginx python3")))
            #expect(machine.aptLog.isEmpty)
        }
    }

    @Test func anInstallThatLeavesAToolMissingStopsBeforeTheTests() async throws {
        let machine = try ScratchMachine(installed: ["chromium", "python3"], apt: true, aptInstalls: false)
        defer { machine.remove() }
        let run = try await machine.run([])
        #expect(run.status == 1)
        // Only root installs; anyone else is stopped before trying.
        let reason = getuid() == 0 ? "nginx still missing" : "Installing needs root"
        #expect(run.standardError.contains(reason), "\(run.standardError)")
        #expect(!run.standardOutput.contains("swift test"))
    }

    @Test func dryRunSaysWhatItWouldDoAndChangesNothing() async throws {
        let machine = try ScratchMachine(installed: ["nginx", "python3"], apt: true)
        defer { machine.remove() }
        let run = try await machine.run(["--dry-run", "--filter", "X"])
        if getuid() == 0 {
            #expect(run.status == 0, "\(run.standardError)")
            #expect(
                run.standardOutput == """
                    would run: apt-get update && apt-get install -y chromium
                    would run: swift test --filter X

                    """)
        } else {
            #expect(run.status == 1)
        }
        #expect(machine.aptLog.isEmpty)
    }

    @Test func aBrowserNamedByLIVERY_CHROMIUMMustBeExecutable() async throws {
        let machine = try ScratchMachine(installed: ["chromium", "nginx", "python3"], apt: true)
        defer { machine.remove() }
        let run = try await machine.run([], environment: ["LIVERY_CHROMIUM": machine.folder.path + "/no-such-browser"])
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "LIVERY_CHROMIUM=\(machine.folder.path)/no-such-browser is not an executable file"))
        #expect(machine.aptLog.isEmpty)
    }
}

/// A scratch folder standing in for a machine: `bin/` is the whole `PATH`, `root/` stands in
/// for `/` in the fixed places the tests look (`LIVERY_SYSTEM_ROOT`).
private struct ScratchMachine {
    /// Where a stand-in for each tool goes, relative to the folder.
    static let places = ["chromium": "bin/chromium", "python3": "bin/python3", "nginx": "root/usr/sbin/nginx"]

    let folder: TemporaryFolder

    init(installed: [String], apt: Bool = true, aptInstalls: Bool = true) throws {
        folder = try TemporaryFolder()
        try stub("bin/swift", #"printf '%s\n' "swift $*""#)
        for tool in installed { try stub(Self.places[tool] ?? tool, "exit 0") }
        if apt {
            var script = #"printf '%s\n' "$*" >> "\#(folder.path)/apt.log""#
            if aptInstalls {
                script += "\nif [ \"$1\" = install ]; then\n"
                for (tool, place) in Self.places.sorted(by: { $0.key < $1.key }) {
                    let path = folder.path + "/" + place
                    let directory = (path as NSString).deletingLastPathComponent
                    script +=
                        "  /bin/mkdir -p \(directory); printf '#!/bin/bash\\n' > \(path); /bin/chmod +x \(path)  # \(tool)\n"
                }
                script += "fi"
            }
            try stub("bin/apt-get", script)
        }
    }

    /// Writes an executable bash script at `place` (a folder-relative path).
    private func stub(_ place: String, _ body: String) throws {
        try folder.writeExecutable(place, text: "#!/bin/bash\n\(body)\n")
    }

    /// What the stand-in apt-get was called with, one call a line.
    var aptLog: String {
        (try? String(contentsOfFile: folder.path + "/apt.log", encoding: .utf8)) ?? ""
    }

    /// Runs `Scripts/test arguments…` on this machine.
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> BinaryRun {
        try await BinaryRun.run(
            executable: URL(fileURLWithPath: "/bin/bash"), [TestPaths.packageRoot + "/Scripts/test"] + arguments,
            environment: ["PATH": folder.path + "/bin", "LIVERY_SYSTEM_ROOT": folder.path + "/root"]
                .merging(environment) { $1 })
    }

    func remove() { folder.remove() }
}
