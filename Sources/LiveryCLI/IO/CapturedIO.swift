import LiveryTools

/// In-memory streams: standard input comes from a string, output and errors are collected.
///
/// Used by tests and by callers that run a command in-process and want its output as text.
///
/// ```swift
/// var io = CapturedIO()
/// LiveryCLI.main(["--version"], io: &io)   // 0
/// io.standardOutput                        // "0.1.0\n"
/// ```
public struct CapturedIO: CommandIO, Sendable, Hashable {
    /// Everything written to standard output so far.
    public var standardOutput: String = ""
    /// Everything written to standard error so far.
    public var standardError: String = ""
    private var inputLines: [String]
    private var nextLine = 0

    /// Creates streams whose standard input holds `standardInput`.
    ///
    /// The input is split at `\n` (a `\r` before it is dropped too); a final newline does not
    /// start an extra empty line.
    public init(standardInput: String = "") {
        var lines = standardInput.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.last == "" { lines.removeLast() }
        inputLines = lines
    }

    public mutating func writeOutput(_ text: String) {
        standardOutput += TerminalText.escaped(text)
    }

    public mutating func writeError(_ text: String) {
        standardError += TerminalText.escaped(text)
    }

    public mutating func readLine() -> String? {
        guard nextLine < inputLines.count else { return nil }
        defer { nextLine += 1 }
        return inputLines[nextLine]
    }
}
