import Foundation
import LiveryCore
import LiveryTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTTP/1.1 server of `livery serve`: GET and HEAD of the ``DevSite``'s paths, with ETags
/// (an `If-None-Match` that matches gets 304), and `/events`, a server-sent event stream: an
/// `update` as soon as an edit of values is checked (``announce(_:generation:)``), a `reload`
/// after a build the pages cannot patch, and on opening a `hello` naming the newest generation,
/// after any update announced since the served site was built (a page loaded in between
/// applies it).
///
/// It binds one address (loopback unless the user names another) and serves each connection on
/// its own; a request is answered from the site's table, never from the file system, so no
/// request path can reach a file. Requests longer than 16 KiB or slower than 5 s are dropped.
final class DevHTTPServer: Sendable {
    private struct State {
        var site = DevSite()
        var stopped = false
    }

    /// The open event streams and what a new one is told. Every write to a stream happens with
    /// this lock held, so two events never interleave on one socket and a stream opening
    /// during an announcement gets it exactly once, in order; streams have a 2 s send timeout,
    /// so a stalled reader is dropped rather than holding the lock.
    private struct Events {
        var subscribers: [Int32] = []
        /// The newest generation announced or published.
        var latest = 0
        /// The updates announced since the served site was published, in order.
        var pending: [[UInt8]] = []
        var stopped = false
    }

    /// The port it listens on (the one the system chose when asked for port 0).
    let port: UInt16
    private let listener: Int32
    private let state = Locked(State())
    private let events = Locked(Events())

    /// Listens on `host:port` (`port` 0: any free port).
    ///
    /// - Throws: A message naming the address when it cannot listen there.
    init(host: String, port: UInt16) throws(DevServerError) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw DevServerError("\(host) is not an IPv4 address (use 127.0.0.1, or 0.0.0.0 for every interface)")
        }
        #if canImport(Glibc)
            let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let socketFD = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socketFD >= 0 else { throw DevServerError("cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socketFD, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(socketFD)
            throw DevServerError("cannot listen on \(host):\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
        }
        self.listener = socketFD
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    /// Starts accepting connections on a thread of its own.
    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "livery-serve"
        thread.start()
    }

    /// Sends `update` (its data: ``DevUpdate/json(from:to:)``) to every open event stream, for
    /// `generation`, the site not yet built; streams that open before it is published get it too.
    func announce(_ update: String, generation: Int) {
        let message = ServerSentEvent("update", data: update).bytes
        events.withLock { events in
            events.pending.append(message)
            events.latest = max(events.latest, generation)
            events.subscribers = Self.send(message, to: events.subscribers)
        }
    }

    /// Replaces what is served (one swap: a request gets the old site or the new one, whole),
    /// then, when `reload`, tells every open event stream to reload.
    func publish(_ site: DevSite, reload: Bool) {
        state.withLock { $0.site = site }
        let message = ServerSentEvent("reload", data: String(site.generation)).bytes
        events.withLock { events in
            events.pending = []
            events.latest = max(events.latest, site.generation)
            if reload { events.subscribers = Self.send(message, to: events.subscribers) }
        }
    }

    /// `subscribers` that took `message`; the others are closed.
    private static func send(_ message: [UInt8], to subscribers: [Int32]) -> [Int32] {
        subscribers.filter { fd in
            if send(fd, message) { return true }
            close(fd)
            return false
        }
    }

    /// Stops listening and closes every open connection; the port is free when it returns.
    func stop() {
        state.withLock { $0.stopped = true }
        let subscribers = events.withLock { events -> [Int32] in
            events.stopped = true
            defer { events.subscribers = [] }
            return events.subscribers
        }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for fd in subscribers {
            shutdown(fd, Int32(SHUT_RDWR))
            close(fd)
        }
    }

    private func acceptLoop() {
        while true {
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                if state.withLock({ $0.stopped }) { return }
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            DispatchQueue.global().async { [self] in handle(fd) }
        }
    }

    private func handle(_ fd: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = Self.readRequest(fd) else {
            close(fd)
            return
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            respond(fd, status: "405 Method Not Allowed", type: "text/plain", body: Array("GET or HEAD only\n".utf8))
            return
        }
        if request.path == "/events" {
            subscribe(fd)
            return
        }
        let site = state.withLock { $0.site }
        guard let response = site.response(at: request.path) else {
            respond(fd, status: "404 Not Found", type: "text/plain", body: Array("not found\n".utf8))
            return
        }
        if request.ifNoneMatch == response.etag {
            respond(fd, status: "304 Not Modified", type: nil, body: [], etag: response.etag, omitBody: true)
            return
        }
        let type = Self.contentTypes.first { request.path.hasSuffix($0.suffix) }?.type ?? "text/html; charset=utf-8"
        respond(
            fd, status: "200 OK", type: type, body: response.body, etag: response.etag,
            omitBody: request.method == "HEAD")
    }

    /// Opens an event stream on `fd`: the headers, the updates announced since the served site,
    /// `hello` with the newest generation; then it gets every later event.
    private func subscribe(_ fd: Int32) {
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n\r\nretry: 500\n\n"
        let kept = events.withLock { events -> Bool in
            guard !events.stopped else { return false }
            let hello = ServerSentEvent("hello", data: String(events.latest)).bytes
            guard Self.send(fd, Array(head.utf8) + events.pending.joined() + hello) else { return false }
            events.subscribers.append(fd)
            return true
        }
        if !kept { close(fd) }
    }

    /// The content type of a served path by its ending (the page, `/`, is HTML): the bundle's
    /// JSON and the web runtime's scripts, which a browser runs as modules only when served as
    /// JavaScript.
    static let contentTypes: [(suffix: String, type: String)] = [
        (".json", "application/json"),
        (".js", "text/javascript; charset=utf-8"),
        (".mjs", "text/javascript; charset=utf-8"),
    ]

    private func respond(
        _ fd: Int32, status: String, type: String?, body: [UInt8], etag: String? = nil, omitBody: Bool = false
    ) {
        var head = "HTTP/1.1 \(status)\r\nConnection: close\r\nCache-Control: no-cache\r\n"
        if let type { head += "Content-Type: \(type)\r\n" }
        if let etag { head += "ETag: \(etag)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        _ = Self.send(fd, Array(head.utf8) + (omitBody ? [] : body))
        shutdown(fd, Int32(SHUT_WR))
        close(fd)
    }

    private struct Request {
        var method: String
        var path: String
        var ifNoneMatch: String?
    }

    /// The request line and the one header used, or `nil` for a request that is not HTTP,
    /// too long, or not complete in time.
    private static func readRequest(_ fd: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !bytes.contains(subsequence: [13, 10, 13, 10]) {
            guard bytes.count < 16_384 else { return nil }
            let count = Self.receive(fd, into: &buffer)
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
        }
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        let target = parts[1].split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        let ifNoneMatch = lines.dropFirst().first { $0.lowercased().hasPrefix("if-none-match:") }.map {
            $0.dropFirst("if-none-match:".count).trimmingCharacters(in: .whitespaces)
        }
        return Request(method: String(parts[0]), path: target, ifNoneMatch: ifNoneMatch)
    }

    /// `recv` on `fd` into `buffer`, read again when a signal interrupts it (a socket with a
    /// receive timeout is never restarted by the system, signal(7)).
    private static func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// Writes all of `bytes`; `false` when the peer is gone. Never raises SIGPIPE.
    private static func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { systemSend(fd, $0.baseAddress, $0.count) }
            if sent <= 0 {
                if sent < 0, errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }
}

/// Why `livery serve` cannot serve.
struct DevServerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Array where Element == UInt8 {
    fileprivate func contains(subsequence: [UInt8]) -> Bool {
        guard count >= subsequence.count else { return false }
        return (0...(count - subsequence.count)).contains {
            self[$0..<($0 + subsequence.count)].elementsEqual(subsequence)
        }
    }
}

/// `send(2)` without SIGPIPE: `MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE`-free Darwin sends with
/// the signal ignored by the command (see `ServeCommand`).
private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        Darwin.send(fd, bytes, count, 0)
    #endif
}
