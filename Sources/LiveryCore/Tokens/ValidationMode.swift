/// How strictly token and resolver files are checked.
///
/// ``strict`` reports everything DTCG 2025.10 does not allow as an error. The ``default`` mode
/// also accepts what real-world token files commonly contain — colors as hex strings,
/// dimensions and durations as strings (`"16px"`, `"200ms"`), `$type`s the format does not
/// define (kept as opaque values), unknown sibling keys, typography without `letterSpacing` or
/// `lineHeight` — and reports each of them as a warning, so nothing is silently dropped.
public enum ValidationMode: String, Sendable, Hashable, CaseIterable {
    /// Accepts common real-world deviations, each reported as a warning.
    case `default`
    /// Specification conformance: every deviation is an error.
    case strict

    /// The severity of a finding the default mode tolerates.
    var toleratedSeverity: Diagnostic.Severity { self == .strict ? .error : .warning }
}
