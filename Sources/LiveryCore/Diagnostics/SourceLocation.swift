/// A position in a text file: 1-based line and column (the column counts Unicode scalars).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1.
    public var column: Int

    /// The place at `line` and `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
