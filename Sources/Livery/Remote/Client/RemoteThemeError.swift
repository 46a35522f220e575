import LiveryCore

/// Why a refresh or a cache restore did not apply a new theme layer: the place (a URL or a
/// cache path) and a typed reason.
///
/// Whatever the reason, the client keeps the theme it had (the last good one) and leaves the
/// cache as it was.
///
/// ```swift
/// // http://127.0.0.1:8080/manifest.json: HTTP status 500
/// ```
public struct RemoteThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL or cache file concerned.
    public var place: String
    /// Why it failed.
    public var reason: Reason

    /// An error for `reason` at `place` (a URL or a cache file).
    public init(_ reason: Reason, at place: String) {
        self.reason = reason
        self.place = place
    }

    /// What went wrong.
    public enum Reason: Error, Sendable, Hashable {
        /// No complete response: timeout, refused or lost connection, oversize or truncated body.
        case transport(TransportError)
        /// A status other than 200 (or 304 for a revalidated manifest).
        case status(Int)
        /// A `Content-Type` the ``ContentTypePolicy`` refuses (an HTML page: a captive portal).
        case contentType(String?)
        /// The body is not JSON; the parser's message with line and column.
        case invalidJSON(String)
        /// The manifest is JSON but not a valid bundle manifest.
        case invalidManifest([Diagnostic])
        /// A theme file's size differs from the manifest's.
        case sizeMismatch(expected: Int, actual: Int)
        /// The manifest's theme files add up to more than ``RemoteThemeConfiguration/maxBundleSize``
        /// (checked before any is fetched).
        case bundleTooLarge(total: Int, limit: Int)
        /// A file's SHA-256 differs from the revision that names it.
        case revisionMismatch(expected: String, actual: String)
        /// A theme file's payload is not the layer the manifest lists for it.
        case payloadMismatch(String)
        /// The layer does not validate against the base theme; every problem found.
        case validation([Diagnostic])
        /// The theme engine refused the layer when installing it.
        case install(String)
        /// The cache could not be written (nothing was changed): what is wrong, in words.
        case cacheWrite(String)
        /// A cached file is missing, unreadable or does not match its recorded revision.
        case corruptCache(String)
        /// The refresh used up its time budget (``RemoteThemeConfiguration/refreshBudget``)
        /// before a complete response: a server sending slowly, a stalled body, retries.
        case budgetExceeded(Double)
        /// The refresh was cancelled.
        case cancelled
    }

    /// Whether retrying later may succeed: transport failures and server errors (5xx, 408, 429).
    public var isTransient: Bool {
        switch reason {
        case .transport(let error): error.isTransient
        case .status(let code): code >= 500 || code == 408 || code == 429
        default: false
        }
    }

    /// `place: reason`; a cache write failure is one sentence that names its paths itself.
    public var description: String {
        if case .cacheWrite = reason { return reason.description }
        return "\(place): \(reason)"
    }
}

extension RemoteThemeError.Reason: CustomStringConvertible {
    public var description: String {
        switch self {
        case .transport(let error): error.description
        case .status(let code): "HTTP status \(code)"
        case .contentType(let type): "unexpected content type \(type.map { "\"\($0)\"" } ?? "(none)")"
        case .invalidJSON(let message): "invalid JSON: \(message)"
        case .invalidManifest(let problems): "invalid manifest: " + problems.map(\.description).joined(separator: "; ")
        case .sizeMismatch(let expected, let actual): "size \(actual) bytes, the manifest says \(expected)"
        case .bundleTooLarge(let total, let limit):
            "the manifest's theme files add up to \(total) bytes, more than the bundle limit of \(limit)"
        case .revisionMismatch(let expected, let actual): "content hash \(actual) does not match revision \(expected)"
        case .payloadMismatch(let detail): "payload mismatch: \(detail)"
        case .validation(let problems):
            "\(CountText.of(problems.count, "validation problem")): "
                + problems.map(\.description).joined(separator: "; ")
        case .install(let detail): "install refused: \(detail)"
        case .cacheWrite(let detail): detail
        case .corruptCache(let detail): "corrupt cache: \(detail)"
        case .budgetExceeded(let budget): "no complete response within the refresh budget of \(Self.seconds(budget))"
        case .cancelled: "cancelled"
        }
    }

    /// `30 s`, `1.5 s`: a duration as reports print it.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value)) s" : "\(value) s"
    }
}
