import LiveryCore

/// A finding as compilers write it, `path:line:column: error: message`, so that SwiftPM and
/// Xcode show a build plugin's findings at the token file's line.
///
/// ```text
/// /app/Tokens/theme/dark.tokens.json:12:7: error: color.bg: reference {color.nope} does not resolve
/// /app/Tokens/app.resolver.json: warning: modifiers.theme: …
/// error: no resolver at /app/Tokens/app.resolver.json
/// ```
///
/// The token or JSON path leads the message. A file without a known line is named alone
/// (`path: error: …`) and a finding without a file starts with its severity. The line is one
/// line: line breaks (in the message or a file name) become spaces and control characters are escaped
/// (`TerminalText`), so a token name from a designer's file cannot start a line of its own
/// that a build log would read as another finding.
package enum CompilerDiagnostic {
    /// The one-line compiler form of `diagnostic`.
    package static func line(_ diagnostic: Diagnostic) -> String {
        var place = ""
        if let file = diagnostic.file {
            place = file
            if let location = diagnostic.location { place += ":\(location.line):\(location.column)" }
            place += ": "
        }
        var message = diagnostic.message
        if let path = diagnostic.path, !path.isEmpty { message = path + ": " + message }
        let line = place + "\(diagnostic.severity.rawValue): " + message
        return TerminalText.escaped(
            line.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " "))
    }
}
