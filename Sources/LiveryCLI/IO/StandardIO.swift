import Foundation
import LiveryTools

/// The process's own standard streams.
///
/// Standard output goes through the C library's buffered `stdout` (via `Swift.print`), so
/// printing thousands of lines stays cheap; standard error is written unbuffered so that
/// diagnostics appear at once; ``flush()`` hands buffered output on. Standard input is read line by line with `Swift.readLine`.
public struct StandardIO: CommandIO, Sendable {
    /// The process's streams (the value holds no state).
    public init() {}

    public mutating func writeOutput(_ text: String) {
        Swift.print(TerminalText.escaped(text), terminator: "")
    }

    public mutating func writeError(_ text: String) {
        FileHandle.standardError.write(Data(TerminalText.escaped(text).utf8))
    }

    public mutating func flush() {
        // `nil`: every output stream (naming `stdout` is a shared global to Swift 6).
        fflush(nil)
    }

    public mutating func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}
