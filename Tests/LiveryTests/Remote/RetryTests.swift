import Foundation
import Livery
import LiveryCore
import Testing

@Suite("Remote theme retries")
struct RetryTests {
    /// Never contacted: the fake transport answers.
    private let server = URL(fileURLWithPath: "/").loopback(port: 8080)

    private func bundle() throws -> ThemeBundle {
        try RemoteFixtures.bundle()
    }

    @Test("transient failures are retried after exponentially growing waits, then the layer is applied")
    func transientThenSuccess() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let transport = FakeTransport(bundle: try bundle())
        transport.script([.failure(.timedOut), .success(HTTPResponse(status: 503)), .failure(.connectionLost("reset"))])
        let sleeper = RecordingSleeper()
        let client = world.client(
            server: server, retry: RetryPolicy(maxAttempts: 4, initialDelay: 0.1), transport: transport,
            sleeper: sleeper.sleeper)

        let report = await client.refresh()

        #expect(report.outcome == .updated(revision: RemoteFixtures.revision(of: try bundle())), "\(report)")
        #expect(sleeper.recorded == [0.1, 0.2, 0.4])
        #expect(
            report.retriedFailures.map(\.reason) == [
                .transport(.timedOut), .status(503), .transport(.connectionLost("reset")),
            ])
        #expect(await world.engine.layer != nil)
    }

    @Test("attempts are bounded: the last failure is reported and nothing is applied")
    func boundedAttempts() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let transport = FakeTransport(bundle: try bundle())
        transport.script(Array(repeating: .success(HTTPResponse(status: 502)), count: 10))
        let sleeper = RecordingSleeper()
        let client = world.client(
            server: server, retry: RetryPolicy(maxAttempts: 3, initialDelay: 1), transport: transport,
            sleeper: sleeper.sleeper)

        let report = await client.refresh()

        #expect(report.error?.reason == .status(502))
        #expect(transport.requests.count == 3)
        #expect(sleeper.recorded == [1, 2])
        #expect(await world.engine.layer == nil)
        #expect(world.cacheSnapshot.isEmpty)
    }

    @Test("a permanent failure (404, 403) is not retried", arguments: [404, 403])
    func permanentNotRetried(status: Int) async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let transport = FakeTransport(bundle: try bundle())
        transport.script([.success(HTTPResponse(status: status))])
        let sleeper = RecordingSleeper()
        let client = world.client(server: server, retry: .standard, transport: transport, sleeper: sleeper.sleeper)

        let report = await client.refresh()

        #expect(report.error?.reason == .status(status))
        #expect(transport.requests.count == 1)
        #expect(sleeper.recorded.isEmpty)
    }

    @Test("the backoff wait grows by the multiplier and stops at the maximum")
    func backoffSchedule() {
        let policy = RetryPolicy(maxAttempts: 10, initialDelay: 1, multiplier: 3, maxDelay: 20)
        #expect(
            (1...5).map(policy.delay(after:)) == [1, 3, 9, 20, 20])
    }

    @Test("a refresh asks with the cached ETag and treats 304 as current")
    func sendsETag() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let transport = FakeTransport(bundle: try bundle())
        _ = await world.client(server: server, transport: transport).refresh()

        let report = await world.client(server: server, transport: transport).refresh()

        let etag = transport.requests.first?.headers["If-None-Match"]
        #expect(etag == nil, "the first request has nothing to revalidate")
        let revalidation = transport.requests.last
        #expect(revalidation?.url.lastPathComponent == "manifest.json")
        #expect(revalidation?.headers["If-None-Match"]?.hasPrefix("\"") == true)
        #expect(report.outcome == .notModified(revision: RemoteFixtures.revision(of: try bundle())))
    }
}

@Suite("Remote theme refresh cancellation")
struct CancellationTests {
    @Test("cancelling a refresh during its backoff wait ends it as cancelled, applying nothing")
    func cancelDuringBackoff() async throws {
        let world = try RemoteWorld()
        defer { world.remove() }
        let transport = FakeTransport()
        transport.script(Array(repeating: .success(HTTPResponse(status: 503)), count: 5))
        let client = world.client(
            server: URL(fileURLWithPath: "/").loopback(port: 8080),
            retry: RetryPolicy(maxAttempts: 5, initialDelay: 20), transport: transport, sleeper: .task)

        let refresh = Task { await client.refresh() }
        #expect(await LaunchTests.eventually { transport.requests.count == 1 })
        refresh.cancel()
        let report = await refresh.value

        #expect(report.error?.reason == .cancelled, "\(report)")
        #expect(transport.requests.count == 1)
        #expect(await world.engine.layer == nil)
    }
}
