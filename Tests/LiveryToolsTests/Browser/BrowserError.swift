/// Why a headless browser run gave no page. Every case fails the test that ran it.
enum BrowserError: Error, CustomStringConvertible {
    /// No browser executable was found; the text says where the driver looked.
    case notFound(String)
    /// The executable could not be launched.
    case cannotStart(String, String)
    /// The browser ran longer than allowed and was killed.
    case timedOut(String, seconds: Double, stderr: String)
    /// The browser exited with an error or printed no DOM.
    case failed(String, status: Int32, stderr: String)
    /// The page ran, but its probe output is missing or not the expected JSON.
    case badProbe(String)

    var description: String {
        switch self {
        case .notFound(let detail): "headless Chromium not found: \(detail)"
        case .cannotStart(let path, let error): "cannot start \(path): \(error)"
        case .timedOut(let path, let seconds, let stderr):
            "\(path) still running after \(seconds) s; stderr:\n\(stderr)"
        case .failed(let path, let status, let stderr):
            "\(path) exited with status \(status) and no DOM; stderr:\n\(stderr)"
        case .badProbe(let detail): "the page's probe output is unusable: \(detail)"
        }
    }
}
