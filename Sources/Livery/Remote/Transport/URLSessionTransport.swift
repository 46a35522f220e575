import Foundation
import LiveryCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real ``HTTPTransport``: an ephemeral `URLSession` per request, no HTTP cache, cookies
/// or credentials, the body streamed through a delegate so an oversize body is cut off as it
/// arrives.
///
/// The Linux `URLSession` does not revalidate cached responses by itself, so the session is
/// told never to use a cache (`reloadIgnoringLocalCacheData`, no `URLCache`) and the remote
/// theme client sends `If-None-Match` itself.
public struct URLSessionTransport: HTTPTransport {
    /// A transport with its own ephemeral session.
    public init() {}

    /// The timeout given to the session for `timeout`. swift-corelibs-foundation (Linux) arms
    /// its request timer with whole seconds (the interval converted to `Int`), so 0.9 s fired at
    /// once and every request started in a budget's last second failed unsent; there it is
    /// rounded up. The request's deadline (its Dispatch timer) still ends it on time.
    static func sessionTimeout(_ timeout: Double) -> Double {
        #if canImport(FoundationNetworking)
            max(1, timeout.rounded(.up))
        #else
            timeout
        #endif
    }

    /// Sends `request` on the session, streaming the body and stopping at the size limit.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let collector = ResponseCollector(
            limit: request.maxBodySize, origin: request.followsCrossOriginRedirects ? nil : request.url.origin)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        configuration.timeoutIntervalForRequest = Self.sessionTimeout(request.timeout)
        configuration.timeoutIntervalForResource = max(request.timeout * 4, 60)
        let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }

        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: Self.sessionTimeout(request.timeout))
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        // Uncompressed: the size limit then counts what the server sends, not what a decoder
        // makes of it (a 0.5 MB gzip body decoded to 500 MB in memory before it was refused).
        urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let task = session.dataTask(with: urlRequest)
        // The deadline is kept on a Dispatch timer, not in a Swift task: it stops the request
        // on time even when every thread of the concurrency pool is busy.
        let expiry = request.deadline.map { deadline in
            let work = DispatchWorkItem { collector.expire(task) }
            DispatchQueue.global().asyncAfter(reaching: deadline, execute: work)
            return work
        }
        defer { expiry?.cancel() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                collector.begin(continuation)
                task.resume()
            }
        } onCancel: {
            collector.end(with: .cancelled, task)
        }
        return try result.get()
    }
}

/// Collects one task's response and body, enforcing the size limit as data arrives.
///
/// `Sendable` through its `Mutex`: URLSession calls the delegate on its own queue while the
/// continuation was handed over from the calling task.
private final class ResponseCollector: NSObject, URLSessionDataDelegate, Sendable {
    private struct State: Sendable {
        var continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>?
        var status = 0
        var headers: [String: String] = [:]
        var body: [UInt8] = []
        var url: URL?
        var failure: TransportError?
        /// Set when the request was ended before the continuation arrived.
        var ended: Result<HTTPResponse, TransportError>?
    }

    private let limit: Int
    /// The only origin redirects may lead to (`nil`: any).
    private let origin: String?
    /// The package's own lock (`Synchronization.Mutex` needs iOS 18, above the floor).
    private let state = Locked(State())

    init(limit: Int, origin: String?) {
        self.limit = limit
        self.origin = origin
    }

    /// Ends the request with what `result` makes of the state, unless it has ended already,
    /// and resumes the caller if it is waiting; the first end is the one every caller sees.
    private func finish(_ result: (State) -> Result<HTTPResponse, TransportError>) {
        let (continuation, ended) = state.withLock { state in
            let ended = state.ended ?? result(state)
            state.ended = ended
            let continuation = state.continuation
            state.continuation = nil
            return (continuation, ended)
        }
        continuation?.resume(returning: ended)
    }

    func begin(_ continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) {
        let ended = state.withLock { state in
            if state.ended == nil { state.continuation = continuation }
            return state.ended
        }
        if let ended { continuation.resume(returning: ended) }
    }

    /// The request's deadline passed: it fails as timed out, whatever arrives after.
    func expire(_ task: URLSessionTask) {
        end(with: .timedOut, task)
    }

    /// Ends the request with `failure` (unless it already failed otherwise): the task is
    /// cancelled and the caller resumed when the session reports the task complete, or after
    /// `grace` seconds if it does not.
    ///
    /// Waiting for the session closes the connection before the caller goes on (a server
    /// dripping bytes sees the client hang up); the bound is there because a Linux
    /// `URLSession` has been seen not to complete a cancelled task, and a deadline or a
    /// cancellation must end the wait whatever the session does.
    func end(with failure: TransportError, _ task: URLSessionTask, grace: Double = 2) {
        state.withLock { if $0.failure == nil { $0.failure = failure } }
        task.cancel()
        let fallback = DispatchWorkItem { [self] in finish { .failure($0.failure ?? failure) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + grace, execute: fallback)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        let declared = headers["content-length"].flatMap { Int($0) }
        let tooLarge = declared.map { $0 > limit } ?? false
        let encoding = headers["content-encoding"].map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let encoded = encoding.map { !$0.isEmpty && $0 != "identity" } ?? false
        state.withLock {
            $0.status = http?.statusCode ?? 0
            $0.headers = headers
            $0.url = response.url
            if encoded, let encoding {
                $0.failure = .encodedBody(String(encoding.prefix(40)))
            } else if tooLarge {
                $0.failure = .bodyTooLarge(limit: limit)
            }
        }
        completionHandler(tooLarge || encoded ? .cancel : .allow)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let origin, let target = request.url, target.origin != origin else {
            completionHandler(request)
            return
        }
        state.withLock { $0.failure = .redirectRefused(to: target.absoluteString) }
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = state.withLock { state -> Bool in
            guard state.failure == nil else { return false }
            if state.body.count + data.count > limit {
                state.failure = .bodyTooLarge(limit: limit)
                return true
            }
            state.body.append(contentsOf: data)
            return false
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        finish { Self.result(of: $0, error: error) }
    }

    private static func result(of state: State, error: (any Error)?) -> Result<HTTPResponse, TransportError> {
        if let failure = state.failure { return .failure(failure) }
        // A stall (headers, then no byte within the timeout) is a timeout, however short the body.
        if let error, case let mapped = transportError(error), mapped == .timedOut || mapped == .cancelled {
            return .failure(mapped)
        }
        let identity = (state.headers["content-encoding"] ?? "identity").lowercased() == "identity"
        let declared = identity ? state.headers["content-length"].flatMap({ Int($0) }) : nil
        if let declared, declared != state.body.count, error == nil || declared > state.body.count {
            return .failure(.truncatedBody(expected: declared, received: state.body.count))
        }
        if let error { return .failure(transportError(error)) }
        return .success(HTTPResponse(status: state.status, headers: state.headers, body: state.body, url: state.url))
    }

    private static func transportError(_ error: any Error) -> TransportError {
        guard let urlError = error as? URLError else { return .other(String(describing: error)) }
        let detail = urlError.localizedDescription
        switch urlError.code {
        case .timedOut: return .timedOut
        case .cancelled: return .cancelled
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
            return .cannotConnect(detail)
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource:
            return .connectionLost(detail)
        default: return .other("\(detail) (URLError \(urlError.code.rawValue))")
        }
    }
}
