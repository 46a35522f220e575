import LiveryCore

/// What a ``BuildPipeline`` run did: one line per step, every finding, and the files to write.
public struct BuildResult: Sendable {
    /// One step of the pipeline and how it went.
    public struct Step: Sendable, Hashable {
        /// `validate`, `audit`, `export` or `preview`.
        public var name: String
        /// One line: `0 errors, 2 warnings`, `76 checks, 0 failed`, `skipped: no pairs file`.
        public var summary: String
        /// Whether the step let the build go on.
        public var passed: Bool
    }

    /// The steps run, in order; a failed step is the last one.
    public var steps: [Step] = []
    /// Every error and warning met, in order.
    public var diagnostics: [Diagnostic] = []
    /// The files to write into ``BuildConfig/output``: empty when the build failed.
    public var files: [OutputFile] = []
    /// Every file the build read (the resolver, its token files, the pairs file), so that the
    /// caller can refuse an output that would replace one of them.
    public var inputs: [String] = []
    /// The audit's full report, when pairs were given and the audit ran.
    public var audit: AuditReport?

    /// Whether every step passed; write ``files`` only then.
    public var succeeded: Bool { steps.allSatisfy(\.passed) }

    mutating func record(_ name: String, _ summary: String, passed: Bool = true) {
        steps.append(Step(name: name, summary: summary, passed: passed))
    }

    /// The steps as aligned text, one per line.
    ///
    /// ```text
    /// validate  0 errors, 0 warnings in 7 files
    /// audit     76 checks, 0 failed
    /// ```
    public var text: String {
        let width = (steps.map(\.name.count).max() ?? 0) + 2
        return steps.map { $0.name + String(repeating: " ", count: width - $0.name.count) + $0.summary + "\n" }.joined()
    }
}
