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
        // The browser is waited for on a thread of its own, not one of the cooperative pool.
        try await offThePool { [self] in
            try dumpDOMBlocking(of: page, profile: profile, system: system, timeout: timeout)
        }
    }

    private func dumpDOMBlocking(
        of page: URL, profile: URL, system: SystemPreferences, timeout: TimeInterval
    ) throws -> String {
        let output = profile.deletingLastPathComponent().appendingPathComponent("dom-\(UUID().uuidString).html")
        let errors = profile.deletingLastPathComponent().appendingPathComponent("stderr-\(UUID().uuidString).txt")
        try Data().write(to: output)
        try Data().write(to: errors)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking", "--disable-sync",
                "--user-data-dir=\(profile.path)",
            ] + system.flags + ["--dump-dom", page.absoluteString]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        let exit: ChildExit
        do {
            exit = try ChildExit.start(process)
        } catch {
            throw BrowserError.cannotStart(executable, "\(error)")
        }
        if !exit.wait(seconds: timeout) {
            exit.stop()
            throw BrowserError.timedOut(executable, seconds: timeout, stderr: Self.tail(of: errors))
        }
        let dom = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0, !dom.isEmpty else {
            throw BrowserError.failed(executable, status: process.terminationStatus, stderr: Self.tail(of: errors))
        }
        return dom
    }

    /// The last lines of a log file, for error messages.
    private static func tail(of file: URL) -> String {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(15).joined(separator: "\n")
    }
}
