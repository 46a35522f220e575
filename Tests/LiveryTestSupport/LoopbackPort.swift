import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Loopback ports for test servers: a free one, and whether one accepts connections.
public enum LoopbackPort {
    /// A port that was free a moment ago (the kernel's pick for port 0 on 127.0.0.1).
    public static func free() throws -> UInt16 {
        let fd = try boundSocket()
        defer { close(fd) }
        return try port(of: fd)
    }

    /// A port that refuses connections for as long as the returned reservation lives: bound but
    /// never listening, so no other test's server can take it meanwhile (a port that was merely
    /// free a moment ago may be handed to a concurrently starting server that then stalls).
    public static func closed() throws -> ClosedPortReservation {
        let fd = try boundSocket()
        do {
            return ClosedPortReservation(descriptor: fd, port: try port(of: fd))
        } catch {
            close(fd)
            throw error
        }
    }

    private static func boundSocket() throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LoopbackError("socket() failed") }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            close(fd)
            throw LoopbackError("bind() failed")
        }
        return fd
    }

    private static func port(of fd: Int32) throws -> UInt16 {
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { throw LoopbackError("getsockname() failed") }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Whether something accepts TCP connections on 127.0.0.1:`port`.
    public static func accepts(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// A TCP socket connected to 127.0.0.1:`port` whose reads give up after `receiveTimeout`
    /// seconds, or `nil` when nothing listens; the caller closes it.
    public static func connectedSocket(to port: UInt16, receiveTimeout: Int = 10) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        var timeout = timeval(tv_sec: receiveTimeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    /// `recv` on `fd` into `buffer`: the byte count, 0 at the end of the stream, -1 once the
    /// receive timeout passed or the connection failed. A read a signal interrupts is read
    /// again: a socket with a receive timeout is never restarted by the system (signal(7)), and
    /// every child process another test ends sends this process a SIGCHLD.
    public static func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// Polls `condition` every 20 ms for at most `seconds`.
    public static func wait(upTo seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}

/// A bound, never-listening loopback socket: connecting to its port is refused until it is
/// released (at the end of the reservation's life).
public final class ClosedPortReservation: Sendable {
    /// The reserved port.
    public let port: UInt16
    private let descriptor: Int32

    init(descriptor: Int32, port: UInt16) {
        self.descriptor = descriptor
        self.port = port
    }

    deinit { close(descriptor) }
}

/// Why a loopback server or socket could not be had.
public struct LoopbackError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

extension URL {
    /// `http://127.0.0.1:<port>/`.
    public func loopback(port: UInt16) -> URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = Int(port)
        components.path = "/"
        return components.url ?? self
    }
}
