/// One finding about an input: an error or a warning, with the place it concerns.
///
/// Rendered as `file:line:column: path: message`, with the parts that are unknown left out:
/// `theme/dark.tokens.json:12:7: color.bg.default: reference {color.nope} does not resolve`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var severity: Severity
    /// The file, as the user named it (relative paths stay relative).
    public var file: String?
    /// The location in `file`, when known.
    public var location: SourceLocation?
    /// The token or JSON path (`color.bg.default`, `modifiers.theme.contexts.dark[0]`).
    public var path: String?
    public var message: String

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

    public static func error(
        _ message: String, file: String? = nil, path: String? = nil, location: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, file: file, path: path, location: location)
    }

    public static func warning(
        _ message: String, file: String? = nil, path: String? = nil, location: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, file: file, path: path, location: location)
    }

    public var isError: Bool { severity == .error }

    public var description: String {
        var place = ""
        if let file {
            place = file
            if let location { place += ":\(location)" }
            place += ": "
        } else if let location {
            place = "\(location): "
        }
        if let path, !path.isEmpty { place += "\(path): " }
        return place + message
    }
}

/// Every finding of one operation; thrown when it contains at least one error.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
