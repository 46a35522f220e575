/// A process exit status, with the three Livery uses.
public struct ExitCode: RawRepresentable, Sendable, Hashable {
    /// The status the process exits with.
    public var rawValue: Int32

    /// Any status; prefer the named ones.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// 0: everything went well.
    public static let success = ExitCode(rawValue: 0)
    /// 1: the input had errors or findings (a bad color, a failed contrast requirement).
    public static let failure = ExitCode(rawValue: 1)
    /// 2: the command line itself was wrong.
    public static let usageError = ExitCode(rawValue: 2)
}
