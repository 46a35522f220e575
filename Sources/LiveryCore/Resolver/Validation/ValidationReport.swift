/// Everything validation found, each finding once, in the order found.
///
/// ```swift
/// let report = TokenValidation.validate(["app.resolver.json"], mode: .strict)
/// print(report)        // one line per finding, then "2 errors, 1 warning"
/// report.hasErrors     // true
/// ```
public struct ValidationReport: Sendable, CustomStringConvertible {
    /// Every finding, in the order found.
    public let diagnostics: [Diagnostic]

    /// A report of `diagnostics`, repeated findings removed.
    public init(_ diagnostics: [Diagnostic]) {
        var seen = Set<Diagnostic>()
        self.diagnostics = diagnostics.filter { seen.insert($0).inserted }
    }

    /// The findings that are errors.
    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }
    /// The findings that are warnings.
    public var warnings: [Diagnostic] { diagnostics.filter { !$0.isError } }
    /// `true` when at least one finding is an error (the CLI exits with 1).
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// `2 errors, 1 warning`.
    public var summary: String {
        let errorCount = errors.count
        let warningCount = diagnostics.count - errorCount
        return
            "\(CountText.of(errorCount, "error")), \(CountText.of(warningCount, "warning"))"
    }

    /// One line per finding (`file:line:col: path: message`, prefixed by its severity), then the summary.
    public var description: String {
        (diagnostics.map { "\($0.severity.rawValue): \($0)" } + [summary]).joined(separator: "\n")
    }
}
