import Foundation
import LiveryTestSupport
import Testing

/// `Scripts/watchdog`, which CI wraps the test step in: a command that outlives its limit is
/// stopped, exit 124, naming the tests that started and never finished; otherwise it is
/// invisible (same output, same exit status).
@Suite struct WatchdogScriptTests {
    private func watchdog(_ arguments: [String]) async throws -> BinaryRun {
        try await BinaryRun.run(
            executable: URL(fileURLWithPath: "/bin/bash"), [TestPaths.packageRoot + "/Scripts/watchdog"] + arguments)
    }

    /// A stand-in test run printing Swift Testing's lines, then `tail` (bash).
    private func fakeRun(then tail: String) -> [String] {
        let lines = [
            #"◇ Test "finishes" started."#, #"◇ Test "hangs" started."#,
            #"✔ Test "finishes" passed after 0.1 seconds."#,
            #"◇ Test many(x:) started."#, #"✘ Test many(x:) with 3 test cases failed after 0.2 seconds."#,
            #"◇ Test alsoHangs() started."#,
        ]
        return ["bash", "-c", lines.map { "echo '\($0)'" }.joined(separator: "; ") + "; " + tail]
    }

    @Test func aCommandWithinItsLimitKeepsItsOutputAndExitStatus() async throws {
        let run = try await watchdog(["30s"] + fakeRun(then: "exit 3"))
        #expect(run.status == 3)
        #expect(run.standardOutput.contains(#"◇ Test alsoHangs() started."#))
        #expect(run.standardError.isEmpty, "\(run.standardError)")
    }

    @Test func aHungCommandIsStoppedAndTheUnfinishedTestsAreNamed() async throws {
        let start = ContinuousClock.now
        let run = try await watchdog(["1s"] + fakeRun(then: "sleep 600"))
        #expect(ContinuousClock.now - start < .seconds(60), "stopped at its limit, not after the sleep")
        #expect(run.status == 124)
        #expect(run.standardError.contains("was still running after 1s and was stopped"), "\(run.standardError)")
        #expect(
            run.standardError.hasSuffix("Tests that started and never finished:\n  \"hangs\"\n  alsoHangs()\n"),
            "\(run.standardError)")
    }

    @Test func aLimitOfZeroOrNoCommandIsAUsageError() async throws {
        for arguments in [["0", "true"], ["30m"], ["soon", "true"]] {
            let run = try await watchdog(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.hasPrefix("usage: Scripts/watchdog LIMIT COMMAND"), "\(arguments)")
        }
    }
}
