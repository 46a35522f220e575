import Foundation

/// Sends one HTTP GET and returns the whole response: the seam between the remote theme
/// client and the network.
///
/// ``URLSessionTransport`` is the real one; tests may pass a fake. An implementation must
/// enforce ``HTTPRequest/maxBodySize`` while the body arrives (not after), report a body
/// shorter than its `Content-Length` as ``TransportError/truncatedBody(expected:received:)``,
/// report no progress within ``HTTPRequest/timeout`` — or no complete response by
/// ``HTTPRequest/deadline`` — as ``TransportError/timedOut`` (also when headers came and the
/// body stalled or trickles), refuse cross-origin redirects when the request says so,
/// return promptly once its task is cancelled (the client's refresh budget relies on it), and
/// never consult an HTTP cache: the client does its own revalidation with ETags.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the whole response, or a transport error (no connection, too large, cut short).
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}

/// One GET request.
public struct HTTPRequest: Sendable, Hashable {
    /// The URL to get.
    public var url: URL
    /// Extra request headers (`If-None-Match`, `Accept`).
    public var headers: [String: String]
    /// Seconds without progress after which the request fails with ``TransportError/timedOut``.
    public var timeout: Double
    /// The largest body accepted, in bytes; a larger one fails with ``TransportError/bodyTooLarge(limit:)``.
    public var maxBodySize: Int
    /// Whether a redirect to another origin is followed; when not, it fails with
    /// ``TransportError/redirectRefused(to:)``.
    public var followsCrossOriginRedirects: Bool
    /// When the whole exchange must be over, however steadily bytes arrive (`nil`: no such
    /// limit); past it the request fails with ``TransportError/timedOut``.
    public var deadline: DispatchTime?

    /// A GET of `url` with `headers`, giving up after `timeout` seconds of no progress, at
    /// `deadline`, or past `maxBodySize` bytes.
    public init(
        url: URL, headers: [String: String] = [:], timeout: Double, maxBodySize: Int,
        followsCrossOriginRedirects: Bool = true,
        deadline: DispatchTime? = nil
    ) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maxBodySize = maxBodySize
        self.followsCrossOriginRedirects = followsCrossOriginRedirects
        self.deadline = deadline
    }

    // `DispatchTime` is `Equatable` but not `Hashable`: its nanoseconds stand in for it.
    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.url == rhs.url && lhs.headers == rhs.headers && lhs.timeout == rhs.timeout
            && lhs.maxBodySize == rhs.maxBodySize && lhs.followsCrossOriginRedirects == rhs.followsCrossOriginRedirects
            && lhs.deadline?.uptimeNanoseconds == rhs.deadline?.uptimeNanoseconds
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(headers)
        hasher.combine(timeout)
        hasher.combine(maxBodySize)
        hasher.combine(followsCrossOriginRedirects)
        hasher.combine(deadline?.uptimeNanoseconds)
    }
}

/// A complete response.
public struct HTTPResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var status: Int
    /// Header fields, names lowercased.
    public var headers: [String: String]
    /// The response body.
    public var body: [UInt8]
    /// The URL the response came from, after any redirects (`nil`: the one requested).
    public var url: URL?

    /// A response of `status`, `headers` and `body`, from `url` (after redirects).
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = [], url: URL? = nil) {
        self.status = status
        self.url = url
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The header named `name`, case-insensitively.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The media type of `Content-Type`, lowercased, without parameters (`application/json`).
    public var mediaType: String? {
        header("content-type").map {
            String($0.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        }
    }
}

/// Why a request produced no complete response.
public enum TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No progress within the request's timeout.
    case timedOut
    /// The server could not be reached (refused, unknown host, no route).
    case cannotConnect(String)
    /// The connection broke before the response was complete.
    case connectionLost(String)
    /// The body is larger than the request's limit (declared or as it arrived).
    case bodyTooLarge(limit: Int)
    /// The body ended before the length its `Content-Length` declared.
    case truncatedBody(expected: Int, received: Int)
    /// A redirect to another origin, refused as the request asked (the `Location` given).
    case redirectRefused(to: String)
    /// A body sent compressed (the `Content-Encoding` given) although the request asked for
    /// none (`Accept-Encoding: identity`): a few compressed kilobytes can expand to gigabytes
    /// in the platform's decoder before the size limit sees them, so it is refused unread.
    case encodedBody(String)
    /// The task was cancelled.
    case cancelled
    /// Any other failure, described.
    case other(String)

    public var description: String {
        switch self {
        case .timedOut: "timed out"
        case .cannotConnect(let detail): "cannot connect (\(detail))"
        case .connectionLost(let detail): "connection lost (\(detail))"
        case .bodyTooLarge(let limit): "body larger than the limit of \(limit) bytes"
        case .truncatedBody(let expected, let received): "body truncated: \(received) of \(expected) bytes"
        case .redirectRefused(let location): "refused a redirect to another origin (\(location))"
        case .encodedBody(let encoding):
            "refused a body with Content-Encoding \(encoding): theme files are requested uncompressed (Accept-Encoding: identity)"
        case .cancelled: "cancelled"
        case .other(let detail): detail
        }
    }

    /// Whether trying again later may succeed.
    public var isTransient: Bool {
        switch self {
        case .timedOut, .cannotConnect, .connectionLost, .truncatedBody: true
        case .bodyTooLarge, .redirectRefused, .encodedBody, .cancelled, .other: false
        }
    }
}
