import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

/// A refresh has a total time budget: a server that sends one byte at a time, a body that
/// stalls after its headers, and retries against a closed port all end within it, reported
/// as what happened — never as a truncated body, never after minutes.
@Suite("Remote refresh time budget", .serialized)
struct RefreshBudgetTests {
    /// How long `body` took, in seconds.
    private func seconds(_ body: () async -> Void) async -> Double {
        let start = ContinuousClock.now
        await body()
        let (whole, fraction) = (ContinuousClock.now - start).components
        return Double(whole) + Double(fraction) / 1e18
    }

    @Test("a server dripping one byte at a time is stopped when the budget runs out")
    func slowDrip() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        try server.plan(["/manifest.json": ["fault": "drip", "interval": 0.2]])
        // 4 s: long enough for a loaded machine to connect, short against the minute the
        // whole manifest takes at 5 bytes a second.
        let client = world.client(server: server.baseURL, timeout: 10, budget: 4)

        let report = await client.refresh()

        #expect(report.error?.reason == .budgetExceeded(4), "\(report)")
        #expect(report.error?.place.hasSuffix("/manifest.json") == true)
        #expect(report.error?.description.contains("within the refresh budget of 4 s") == true)
        #expect(world.cacheSnapshot.isEmpty)
        // The server's view, once the request reached it (a machine loaded enough may spend
        // the whole budget connecting): the client hung up after a few bytes, far from the
        // whole manifest. The session's own queue may close the connection seconds late when
        // the suite loads both cores, hence the wide bounds; without the budget the client
        // would take every byte.
        try #require(
            await LaunchTests.eventually { server.requestLog.contains { $0.hasPrefix("GET /manifest.json") } },
            "the request never reached the server: \(server.requestLog)")
        #expect(
            await LaunchTests.eventually { server.requestLog.contains { $0.hasPrefix("DRIP ") } },
            "the server's log: \(server.requestLog)")
        let drip = try #require(server.requestLog.first { $0.hasPrefix("DRIP /manifest.json client hung up after ") })
        let words = drip.split(separator: " ")
        let (sent, total) = (Int(words[6]) ?? .max, Int(words[8]) ?? 0)
        #expect(total >= 300 && sent * 2 < total, "\(drip)")
    }

    @Test("a request timeout under a second waits for the server (Linux's URLSession arms whole seconds)")
    func subSecondTimeout() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        try server.plan(["/manifest.json": ["fault": "delay", "seconds": 0.2]])
        // 0.9 s for each request, well over the server's 0.2 s: the truncated timer made it 0.
        let client = world.client(server: server.baseURL, timeout: 0.9, budget: 20)

        let report = await client.refresh()

        #expect(report.succeeded, "\(report)")
    }

    @Test("a body that stalls after its headers is a timeout, not a truncated body")
    func stallAfterHeaders() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        try server.plan(["/manifest.json": ["fault": "stall", "seconds": 20]])
        // The budget is far from the timeout, so even a loaded machine sees the timeout first.
        let client = world.client(server: server.baseURL, timeout: 1, budget: 15)

        let report = await client.refresh()

        #expect(report.error?.reason == .transport(.timedOut), "\(report)")
        #expect(!report.description.contains("truncated"), "\(report)")
    }

    @Test("retries against a closed port stop when the budget runs out, whatever the attempt count")
    func retriesBoundedByTime() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let reservation = try LoopbackPort.closed()
        defer { withExtendedLifetime(reservation) {} }
        let closed = URL(fileURLWithPath: "/").loopback(port: reservation.port)
        let client = world.client(
            server: closed, retry: RetryPolicy(maxAttempts: 1_000_000_000, initialDelay: 0.1),
            budget: 1.5, sleeper: .task)

        var report: FetchReport?
        let elapsed = await seconds { report = await client.refresh() }

        let error = try #require(report?.error, "\(String(describing: report))")
        // Generous for a loaded machine; without the budget the waits alone (0.1 s doubling up to
        // 60 s, a billion times) would go on for years.
        #expect(elapsed < 30, "a billion attempts end with the budget: \(elapsed) s")
        #expect(report?.retriedFailures.count ?? 0 < 20, "backoff waits grow: a few attempts, not a busy loop")
        switch error.reason {
        case .transport(.cannotConnect):
            // The usual end: no retry starts whose wait would pass the budget.
            #expect(report?.steps.last?.contains("no retry: waiting") == true, "\(String(describing: report))")
        case .budgetExceeded(let budget):
            // On a loaded machine an attempt may still be connecting when the budget ends.
            #expect(budget == 1.5)
        default:
            Issue.record("expected the last connection failure or the budget, got \(error)")
        }
    }

    @Test(
        "a timeout on a request cut to the budget's remainder is the budget running out, even a little early",
        arguments: [
            (budget: 0.6, timeout: 5.0, budgetRanOut: true),
            (budget: 30, timeout: 0.3, budgetRanOut: false),
        ])
    func timeoutCutToTheBudget(budget: Double, timeout: Double, budgetRanOut: Bool) async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let transport = EarlyTimeoutTransport()
        let client = world.client(
            server: URL(fileURLWithPath: "/").loopback(port: 8080), timeout: timeout, budget: budget,
            transport: transport)

        let report = await client.refresh()

        let expected: RemoteThemeError.Reason = budgetRanOut ? .budgetExceeded(budget) : .transport(.timedOut)
        #expect(report.error?.reason == expected, "\(report)")
        #expect(report.error?.place.hasSuffix("/manifest.json") == true)
    }

    @Test("a refresh that ends within its budget is not affected by it")
    func withinBudget() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let bundle = try RemoteFixtures.publish(RemoteFixtures.table(), to: world.site.url)
        let server = try FaultServer(root: world.site.url)
        defer { server.stop() }
        try server.plan(["/manifest.json": ["fault": "delay", "seconds": 0.3]])
        // A budget a loaded machine does not reach either (a whole refresh there can take seconds).
        let client = world.client(server: server.baseURL, budget: 30)

        let report = await client.refresh()

        #expect(report.outcome == .updated(revision: RemoteFixtures.revision(of: bundle)), "\(report)")
    }
}

/// A session whose timeout timer fires a little before the request's timeout, as a Linux
/// `URLSession` under load has been seen to: the request fails as timed out before the
/// refresh's deadline has passed.
private struct EarlyTimeoutTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try? await Task.sleep(for: .seconds(max(0, request.timeout - 0.25)))
        throw .timedOut
    }
}
