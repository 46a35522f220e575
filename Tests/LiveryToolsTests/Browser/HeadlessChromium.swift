import Foundation
import LiveryTestSupport

/// A headless Chromium run from the tests: loads a local page, lets its scripts run, and
/// returns the serialized DOM (`--dump-dom`).
///
/// The browser is Debian's `chromium` (`.ci/run` installs it); `LIVERY_CHROMIUM` names another
/// executable. A missing or failing browser is an error, never a skipped test.
struct HeadlessChromium {
    let executable: String

    /// Names tried on `PATH` when `LIVERY_CHROMIUM` is unset.
    static let candidates = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// Finds the browser.
    ///
    /// - Throws: ``BrowserError/notFound(_:)`` listing where it looked.
    static func locate() throws -> HeadlessChromium {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LIVERY_CHROMIUM"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw BrowserError.notFound("LIVERY_CHROMIUM=\(path) is not an executable file")
            }
            return HeadlessChromium(executable: path)
        }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        for name in candidates {
            for directory in directories {
                let path = directory + "/" + name
                if FileManager.default.isExecutableFile(atPath: path) { return HeadlessChromium(executable: path) }
            }
        }
        throw BrowserError.notFound(
            "none of \(candidates.joined(separator: ", ")) on PATH (install Debian's chromium package, or set LIVERY_CHROMIUM)"
        )
    }

    /// Loads `page` and returns the DOM after its scripts ran.
    ///
    /// - Parameters:
    ///   - page: A local HTML file.
    ///   - profile: The browser's user-data directory; runs sharing it share `localStorage`.
    ///   - system: The system appearance and contrast the page sees.
    ///   - timeout: Seconds before the browser is killed and the run fails.
    /// - Throws: ``BrowserError`` when the browser cannot start, fails, times out or prints nothing.
    func dumpDOM(
        of page: URL, profile: URL, system: SystemPreferences = .light, timeout: TimeInterval = 30
    ) async throws -> String {
        let arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking", "--disable-sync",
                "--user-data-dir=\(profile.path)",
            ] + system.flags + ["--dump-dom", page.absoluteString]
        let run: ChildRun
        do {
            run = try await ChildRun.run(URL(fileURLWithPath: executable), arguments, timeout: timeout)
        } catch ChildRunError.timedOut(_, _, let output) {
            throw BrowserError.timedOut(executable, seconds: timeout, stderr: Self.tail(of: output))
        } catch {
            throw BrowserError.cannotStart(executable, "\(error)")
        }
        guard run.status == 0, !run.standardOutput.isEmpty else {
            throw BrowserError.failed(executable, status: run.status, stderr: Self.tail(of: run.standardError))
        }
        return run.standardOutput
    }

    /// The last lines of what the browser printed, for error messages.
    private static func tail(of text: String) -> String {
        text.split(separator: "\n").suffix(15).joined(separator: "\n")
    }
}
