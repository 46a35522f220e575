import LiveryCore

/// How commands show findings: one line per finding on standard error, or JSON objects.
///
/// ```
/// error: theme/dark.tokens.json:12:7: color.bg: reference {color.nope} does not resolve
/// warning: base.tokens.json:3:5: size.gap: "16px" is a string; DTCG 2025.10 wants {"value", "unit"}
/// ```
enum DiagnosticReport {
    /// `severity: file:line:col: path: message`, as ``Diagnostic/description`` renders the place.
    static func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.severity.rawValue): \(diagnostic)"
    }

    /// Writes every finding to standard error, one line each.
    static func print(_ diagnostics: [Diagnostic], io: inout some CommandIO) {
        for diagnostic in diagnostics { io.printError(line(diagnostic)) }
    }

    /// `{"severity", "file"?, "line"?, "column"?, "path"?, "message"}`.
    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var object = JSONObject()
        object["severity"] = .string(diagnostic.severity.rawValue)
        if let file = diagnostic.file { object["file"] = .string(file) }
        if let location = diagnostic.location {
            object["line"] = .number(Double(location.line))
            object["column"] = .number(Double(location.column))
        }
        if let path = diagnostic.path, !path.isEmpty { object["path"] = .string(path) }
        object["message"] = .string(diagnostic.message)
        return .object(object)
    }

    /// `N errors, M warnings`, with singulars where they belong.
    static func counts(errors: Int, warnings: Int) -> String {
        "\(CountText.of(errors, "error")), \(CountText.of(warnings, "warning"))"
    }
}
