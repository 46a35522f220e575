/// A position in a text file: 1-based line and column (the column counts Unicode scalars).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
