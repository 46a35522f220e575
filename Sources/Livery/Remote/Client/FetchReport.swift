/// What one refresh did: the outcome, each step in order, and the failures it retried.
///
/// Its `description` is what `livery fetch` prints:
///
/// ```text
/// cache: restored revision 3f9a0c1b2d4e
/// GET http://127.0.0.1:8080/manifest.json → 200, 412 bytes, ETag "6571…"
/// GET http://127.0.0.1:8080/themes/theme-dark.9f86….json → 200, 1204 bytes
/// validated 2 layers
/// cache: wrote revision 5be0cd19aa01
/// installed revision 5be0cd19aa01
/// updated to revision 5be0cd19aa01
/// ```
public struct FetchReport: Sendable, CustomStringConvertible {
    /// How a refresh ended.
    public enum Outcome: Sendable, Hashable {
        /// A new layer was validated, cached and installed.
        case updated(revision: String)
        /// The server answered 304 Not Modified: the cached layer stays.
        case notModified(revision: String)
        /// The server sent the manifest again, byte for byte the cached one.
        case unchanged(revision: String)
        /// Nothing was applied; the previous layer and the cache are as they were.
        case failed(RemoteThemeError)
    }

    /// How the fetch ended.
    public var outcome: Outcome
    /// Each step, in order, one line each.
    public var steps: [String]
    /// The failures of attempts that were retried (the last failure is in ``outcome``).
    public var retriedFailures: [RemoteThemeError]

    /// A report of `outcome`, the steps taken and the failures retried before it.
    public init(outcome: Outcome, steps: [String], retriedFailures: [RemoteThemeError] = []) {
        self.outcome = outcome
        self.steps = steps
        self.retriedFailures = retriedFailures
    }

    /// The error when the refresh failed.
    public var error: RemoteThemeError? {
        if case .failed(let error) = outcome { return error }
        return nil
    }

    public var description: String {
        (steps + [outcome.description]).joined(separator: "\n")
    }
}

extension FetchReport.Outcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .updated(let revision): "updated to revision \(revision.prefix(12))"
        case .notModified(let revision): "not modified: keeping revision \(revision.prefix(12))"
        case .unchanged(let revision): "unchanged: keeping revision \(revision.prefix(12))"
        case .failed(let error): "failed, keeping the current theme: \(error)"
        }
    }
}

/// What restoring the cached layer at launch did.
public enum RestoreReport: Sendable, Hashable, CustomStringConvertible {
    /// The cache holds no layer: the base theme is used.
    case empty
    /// The last good layer was installed.
    case restored(revision: String)
    /// The cache is corrupt (or its layer was refused): ignored, the base theme is used, and the
    /// next refresh fetches everything anew.
    case ignored(RemoteThemeError)

    public var description: String {
        switch self {
        case .empty: "cache: empty, using the base theme"
        case .restored(let revision): "cache: restored revision \(revision.prefix(12))"
        case .ignored(let error): "cache: ignored, using the base theme: \(error)"
        }
    }
}
