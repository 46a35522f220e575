import Foundation
import Livery
import LiveryCore
import Synchronization

/// An in-memory server for unit tests: serves a bundle's files, with scripted failures first.
final class FakeTransport: HTTPTransport {
    private struct State {
        var files: [String: [UInt8]] = [:]
        /// Consumed one per request before files are served: a response or a failure.
        var script: [Result<HTTPResponse, TransportError>] = []
        var requests: [HTTPRequest] = []
    }

    private let state = Mutex(State())

    init(bundle: ThemeBundle? = nil) {
        if let bundle { serve(bundle) }
    }

    /// Serves `bundle`'s files (replacing what was served).
    func serve(_ bundle: ThemeBundle) {
        state.withLock {
            $0.files = Dictionary(uniqueKeysWithValues: bundle.files.map { ("/" + $0.path, $0.contents) })
        }
    }

    /// Answers the next requests with these, in order, before serving files again.
    func script(_ results: [Result<HTTPResponse, TransportError>]) {
        state.withLock { $0.script = results }
    }

    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let result = state.withLock { state -> Result<HTTPResponse, TransportError> in
            state.requests.append(request)
            if !state.script.isEmpty { return state.script.removeFirst() }
            guard let body = state.files[request.url.path] else { return .success(HTTPResponse(status: 404)) }
            let etag = "\"\(SHA256.hex(body).prefix(8))\""
            if request.headers["If-None-Match"] == etag { return .success(HTTPResponse(status: 304)) }
            return .success(
                HTTPResponse(status: 200, headers: ["Content-Type": "application/json", "ETag": etag], body: body))
        }
        return try result.get()
    }
}

/// Records the waits a retry loop asks for, without waiting.
final class RecordingSleeper: Sendable {
    private let delays = Mutex<[Double]>([])

    var sleeper: Sleeper { Sleeper { [self] in self.record($0) } }
    var recorded: [Double] { delays.withLock { $0 } }

    private func record(_ delay: Double) { delays.withLock { $0.append(delay) } }
}

/// Holds every request until ``open()``: shows that launching does not wait for the network.
final class GateTransport: HTTPTransport {
    private struct State {
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        var arrived = 0
    }

    private let inner: any HTTPTransport
    private let state = Mutex(State())

    init(_ inner: any HTTPTransport) { self.inner = inner }

    /// Requests that reached the gate so far.
    var arrived: Int { state.withLock { $0.arrived } }

    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        await withCheckedContinuation { continuation in
            let pass = state.withLock { state -> Bool in
                state.arrived += 1
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if pass { continuation.resume() }
        }
        return try await inner.send(request)
    }
}
