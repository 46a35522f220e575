import Foundation

extension RemoteThemeClient {
    /// The logic of `livery fetch URL --cache DIR [--base RESOLVER]`: the app's client path
    /// run once from the command line, for CI smoke tests and operators.
    ///
    /// Reads the cache (its ETag is sent as `If-None-Match`), refreshes with `retry`, and writes
    /// a good layer to the cache; nothing is installed. The report's `description` is what the
    /// command prints, and ``FetchReport/succeeded`` its exit status.
    ///
    /// ```swift
    /// let report = await RemoteThemeClient.fetchOnce(
    ///     configuration: .init(manifestURL: url, cacheDirectory: cache, retry: .once),
    ///     validator: base.map { .against(base: $0) } ?? .structural)
    /// print(report)
    /// ```
    public static func fetchOnce(
        configuration: RemoteThemeConfiguration, validator: ThemeLayerValidator = .structural,
        transport: any HTTPTransport = URLSessionTransport(), sleeper: Sleeper = .task
    ) async -> FetchReport {
        let client = RemoteThemeClient(
            configuration: configuration, validator: validator, sink: .none, transport: transport, sleeper: sleeper)
        return await client.refresh()
    }
}

extension FetchReport {
    /// Whether the refresh ended with a good layer current (updated, not modified or unchanged).
    public var succeeded: Bool { error == nil }
}
