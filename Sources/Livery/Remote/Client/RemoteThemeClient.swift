import Foundation
import LiveryCore

/// Keeps an app's server-delivered theme layer current: installs the last good layer from the
/// cache at launch, offline, then revalidates the bundle's manifest in the background and
/// installs a changed layer only once it is downloaded, verified, validated and cached.
///
/// Any failure — timeout, refused connection, non-2xx, truncated or oversize body, invalid
/// JSON, validation problems, a revision mismatch — keeps the current layer and the cache as
/// they were and is reported as a typed ``RemoteThemeError``. The client is an actor: network
/// and disk work never run on the main actor; only ``ThemeLayerSink/install`` does.
///
/// ```swift
/// let client = RemoteThemeClient(
///     configuration: .init(manifestURL: url, cacheDirectory: cacheFolder),
///     validator: manager.remoteLayerValidator,   // or .against(base:) without an engine
///     sink: manager.remoteLayerSink)              // installs as install(overrides:) does
/// let launch = await client.launch()   // cached layer installed; refresh runs in the background
/// ```
public actor RemoteThemeClient {
    /// Where the client fetches from and caches to, and how it retries.
    public let configuration: RemoteThemeConfiguration
    private let transport: any HTTPTransport
    private let validator: ThemeLayerValidator
    private let sink: ThemeLayerSink
    private let sleeper: Sleeper
    private let cache: RemoteThemeCache
    /// The last good bundle (installed, and what the cache's pointer names) without its
    /// payload: the engine holds the installed values and the cache the files, so the parsed
    /// layer is not kept for as long as the app runs.
    private(set) var current: CachedBundle?
    private var restoreTask: Task<RestoreReport, Never>?
    private var inFlight: Task<FetchReport, Never>?

    /// A client for `configuration`, checking each layer with `validator` and installing accepted ones through `sink`;
    /// `transport` and `sleeper` are seams for tests.
    public init(
        configuration: RemoteThemeConfiguration, validator: ThemeLayerValidator, sink: ThemeLayerSink,
        transport: any HTTPTransport = URLSessionTransport(), sleeper: Sleeper = .task
    ) {
        self.configuration = configuration
        self.validator = validator
        self.sink = sink
        self.transport = transport
        self.sleeper = sleeper
        self.cache = RemoteThemeCache(directory: configuration.cacheDirectory)
    }

    /// The revision of the layer in force (`nil`: the base theme only). Its values are the
    /// engine's; ``RemoteThemeCache/load(typingBareValuesBy:)`` reads the layer itself back from the cache.
    public var currentRevision: String? { current?.layer.revision }

    /// Installs the cached layer, then starts a background refresh with retries.
    ///
    /// Returns once the cached layer (if any) is installed; no network is touched before that.
    public func launch() async -> (restore: RestoreReport, refresh: Task<FetchReport, Never>) {
        let report = await restoreFromCache()
        return (report, Task { await self.refresh() })
    }

    /// Installs the last good cached layer, offline. Done once; later calls return the first report.
    ///
    /// A corrupt cache (a file missing, altered, or refused by the validator) is ignored: the
    /// base theme stays, and the next refresh downloads everything without `If-None-Match`.
    public func restoreFromCache() async -> RestoreReport {
        if let restoreTask { return await restoreTask.value }
        let task = Task { await self.performRestore() }
        restoreTask = task
        return await task.value
    }

    /// Refreshes with retries: transient failures are retried after backoff waits, up to
    /// ``RetryPolicy/maxAttempts`` and within ``RemoteThemeConfiguration/refreshBudget``
    /// (no attempt starts whose wait would end past it, and one still running when it ends
    /// is stopped). A refresh already running is joined, not repeated.
    public func refresh() async -> FetchReport {
        await joiningRefresh { await $0.refreshWithRetries() }
    }

    /// One attempt, no retry, within ``RemoteThemeConfiguration/refreshBudget``. A refresh
    /// already running is joined, not repeated.
    public func refreshOnce() async -> FetchReport {
        await joiningRefresh { client in
            let deadline = DispatchTime.after(seconds: client.configuration.refreshBudget)
            var (steps, unwritable) = await client.begin()
            if let unwritable { return FetchReport(outcome: .failed(unwritable), steps: steps) }
            let outcome = await client.attempt(log: &steps, deadline: deadline)
            return FetchReport(outcome: outcome, steps: steps)
        }
    }

    /// Runs `body` unless a refresh is in flight, in which case that one's report is returned:
    /// one refresh at a time, however many callers. Cancelling a caller cancels the refresh
    /// (its request or its backoff wait); what was in force stays.
    private func joiningRefresh(
        _ body: @escaping @Sendable (RemoteThemeClient) async -> FetchReport
    ) async
        -> FetchReport
    {
        let task: Task<FetchReport, Never>
        if let inFlight {
            task = inFlight
        } else {
            task = Task { await body(self) }
            inFlight = task
        }
        let report = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        if inFlight == task { inFlight = nil }
        return report
    }

    private func performRestore() async -> RestoreReport {
        do {
            guard FileManager.default.fileExists(atPath: cache.pointerURL.path) else { return .empty }
            guard let bundle = try cache.load(typingBareValuesBy: await validator.base()) else { return .empty }
            try await validateAndInstall(bundle.layer, place: cache.pointerURL.path)
            current = bundle.withoutTokens
            return .restored(revision: bundle.layer.revision)
        } catch {
            return .ignored(error)
        }
    }

    private func refreshWithRetries() async -> FetchReport {
        let deadline = DispatchTime.after(seconds: configuration.refreshBudget)
        var (steps, unwritable) = await begin()
        if let unwritable { return FetchReport(outcome: .failed(unwritable), steps: steps) }
        var retried: [RemoteThemeError] = []
        var attemptNumber = 1
        while true {
            let outcome = await attempt(log: &steps, deadline: deadline)
            guard case .failed(let error) = outcome, error.isTransient, attemptNumber < configuration.retry.maxAttempts
            else { return FetchReport(outcome: outcome, steps: steps, retriedFailures: retried) }
            let delay = configuration.retry.delay(after: attemptNumber)
            guard DispatchTime.after(seconds: delay) < deadline else {
                steps.append(
                    "attempt \(attemptNumber) failed (\(error.reason)); no retry: waiting \(RemoteThemeError.Reason.seconds(delay)) would pass the "
                        + "refresh budget of \(RemoteThemeError.Reason.seconds(configuration.refreshBudget))")
                return FetchReport(outcome: outcome, steps: steps, retriedFailures: retried)
            }
            steps.append(
                "attempt \(attemptNumber) failed (\(error.reason)); retrying in \(RemoteThemeError.Reason.seconds(delay))"
            )
            retried.append(error)
            do {
                try await sleeper.sleep(delay)
            } catch {
                let cancelled = RemoteThemeError(.cancelled, at: configuration.manifestURL.absoluteString)
                return FetchReport(outcome: .failed(cancelled), steps: steps, retriedFailures: retried)
            }
            attemptNumber += 1
        }
    }

    /// What a refresh does once, before its first attempt: restores the cache (its report is
    /// the first step), checks that the cache can be written, and removes the staging folders
    /// of refreshes that were killed (untouched for longer than any refresh's budget runs).
    private func begin() async -> (steps: [String], unwritable: RemoteThemeError?) {
        let steps = await restoreSteps()
        if let unwritable = cache.writeProblem() { return (steps, unwritable) }
        BundleStaging.removeAbandoned(
            in: configuration.stagingDirectory, olderThan: max(3600, 2 * configuration.refreshBudget))
        return (steps, nil)
    }

    /// Restores the cache first when that has not happened yet; its report is the first step.
    private func restoreSteps() async -> [String] {
        if restoreTask != nil { return [] }
        return [await restoreFromCache().description]
    }

    /// One attempt, stopped when `deadline` passes: its steps so far are kept, and its outcome
    /// is then ``RemoteThemeError/Reason/budgetExceeded(_:)`` at the place it was working on.
    private func attempt(log: inout [String], deadline: DispatchTime) async -> FetchReport.Outcome {
        let ((outcome, lines), expired) = await DeadlineRace.run(until: deadline) {
            await self.attempt(until: deadline)
        }
        log += lines
        // Cut off by the race, or by a transport that keeps the request's deadline itself.
        guard case .failed(let error) = outcome, expired || DispatchTime.now() >= deadline else { return outcome }
        return .failed(RemoteThemeError(.budgetExceeded(configuration.refreshBudget), at: error.place))
    }

    /// The attempt itself: download, then keep or apply; its outcome and its steps.
    private func attempt(until deadline: DispatchTime) async -> (FetchReport.Outcome, [String]) {
        var log: [String] = []
        let staging = BundleStaging(parent: configuration.stagingDirectory)
        defer { staging.remove() }
        do {
            let download = BundleDownload(configuration: configuration, transport: transport, deadline: deadline)
            switch try await download.run(
                current: current, cache: cache, staging: staging, typingBase: validator.base, log: &log)
            {
            case .notModified:
                return (.notModified(revision: current?.layer.revision ?? ""), log)
            case .unchanged(let etag, let bundle):
                return (try await keep(bundle, etag: etag, log: &log), log)
            case .fetched(let bundle):
                try await apply(bundle, staging: staging, log: &log)
                return (.updated(revision: bundle.layer.revision), log)
            }
        } catch {
            return (.failed(error), log)
        }
    }

    /// Same manifest bytes under a new ETag: only the pointer changes — unless another
    /// process sharing the folder (an app and its extension) committed another bundle since
    /// this one was read: then its pointer stays, since the files this one names may be
    /// pruned already.
    private func keep(
        _ bundle: CachedBundle, etag: String?, log: inout [String]
    ) async throws(RemoteThemeError)
        -> FetchReport.Outcome
    {
        var bundle = bundle
        if bundle.etag != etag {
            bundle.etag = etag
            let lock = try await cache.lock()
            defer { lock.release() }
            let onDisk = cache.currentPointer()
            guard onDisk?.manifestRevision == bundle.layer.revision, onDisk?.manifestURL == bundle.manifestURL else {
                log.append("cache: another update came first; left it as it is")
                return .unchanged(revision: bundle.layer.revision)
            }
            _ = try cache.commit(bundle, staging: nil)
            current = bundle.withoutTokens
            log.append("cache: recorded the new ETag")
        }
        return .unchanged(revision: bundle.layer.revision)
    }

    /// `problems` with the URL of the theme file each is in, where the validator named only
    /// the layer key (`theme=light/color.x`): the manifest lists which file holds which key.
    static func placed(_ problems: [Diagnostic], in bundle: CachedBundle) -> [Diagnostic] {
        let base = URL(string: bundle.manifestURL)
        return problems.map { problem in
            guard problem.file == nil, let path = problem.path,
                let entry = bundle.layer.manifest.themes.first(where: { path.hasPrefix($0.key + "/") })
            else { return problem }
            var placed = problem
            placed.file = URL(string: entry.file, relativeTo: base)?.absoluteString ?? entry.file
            return placed
        }
    }

    /// Validate → cache (atomic) → install; an install failure rolls the cache back.
    private func apply(
        _ bundle: CachedBundle, staging: BundleStaging, log: inout [String]
    ) async throws(RemoteThemeError) {
        let problems = Self.placed(await validator.problems(bundle.layer), in: bundle)
        guard problems.isEmpty else {
            throw RemoteThemeError(.validation(problems), at: configuration.manifestURL.absoluteString)
        }
        log.append(
            "validated \(CountText.of(bundle.layer.manifest.themes.count, "layer"))"
        )
        // One update at a time across processes sharing the folder: commit, install, then
        // prune or roll back, under the folder's lock.
        let lock = try await cache.lock()
        defer { lock.release() }
        let commit = try cache.commit(bundle, staging: staging)
        log.append("cache: wrote revision \(bundle.layer.shortRevision)")
        do {
            try await install(bundle.layer)
        } catch {
            cache.rollback(commit)
            throw RemoteThemeError(.install(error.description), at: configuration.manifestURL.absoluteString)
        }
        if sink.install != nil { log.append("installed revision \(bundle.layer.shortRevision)") }
        current = bundle.withoutTokens
        cache.prune(keeping: bundle)
    }

    private func validateAndInstall(_ layer: RemoteThemeLayer, place: String) async throws(RemoteThemeError) {
        let problems = await validator.problems(layer)
        guard problems.isEmpty else { throw RemoteThemeError(.validation(problems), at: place) }
        do {
            try await install(layer)
        } catch {
            throw RemoteThemeError(.install(error.description), at: place)
        }
    }

    private func install(_ layer: RemoteThemeLayer) async throws(InstallFailure) {
        guard let install = sink.install else { return }
        do {
            try await MainActor.run { try install(layer) }
        } catch {
            throw InstallFailure(description: String(describing: error))
        }
    }

    private struct InstallFailure: Error, CustomStringConvertible {
        var description: String
    }
}
