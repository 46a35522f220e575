/// One finding about an input: an error or a warning, with the place it concerns.
///
/// Rendered as `file:line:column: path: message`, with the parts that are unknown left out:
/// `theme/dark.tokens.json:12:7: color.bg.default: reference {color.nope} does not resolve`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible, Error {
    /// How serious a finding is; errors order after warnings.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Something suspicious that does not stop the operation.
        case warning
        /// Something that makes the input unusable.
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// Whether the finding is an error or a warning.
    public var severity: Severity
    /// The file, as the user named it (relative paths stay relative).
    public var file: String?
    /// The location in `file`, when known.
    public var location: SourceLocation?
    /// The token or JSON path (`color.bg.default`, `modifiers.theme.contexts.dark[0]`).
    public var path: String?
    /// What is wrong, in a sentence.
    public var message: String

    /// A finding of `severity` saying `message`, at `file`, `location` and `path` where known.
    public init(
        _ severity: Severity, _ message: String, file: String? = nil, path: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.path = path
        self.location = location
    }

    /// An error saying `message`, placed where known.
    public static func error(
        _ message: String, file: String? = nil, path: String? = nil, location: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, file: file, path: path, location: location)
    }

    /// A warning saying `message`, placed where known.
    public static func warning(
        _ message: String, file: String? = nil, path: String? = nil, location: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, file: file, path: path, location: location)
    }

    /// Whether the finding is an error.
    public var isError: Bool { severity == .error }

    /// `file:line:column: path: message`, on one line: control characters in the file name
    /// and the path (user text: a token or context name may hold a newline) are written as
    /// `\u{…}` escapes, so a name cannot start a line of its own in what the CLI prints.
    public var description: String {
        var place = ""
        if let file {
            place = Self.oneLine(file)
            if let location { place += ":\(location)" }
            place += ": "
        } else if let location {
            place = "\(location): "
        }
        if let path, !path.isEmpty { place += "\(Self.oneLine(path)): " }
        return place + message
    }

    private static func oneLine(_ text: String) -> String {
        ScalarEscape.escaped(text) { $0.properties.generalCategory == .control }
    }
}

/// Every finding of one operation; thrown when it contains at least one error.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    /// Every finding, errors and warnings, in the order found.
    public var diagnostics: [Diagnostic]

    /// An error carrying `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// The findings that are errors.
    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
