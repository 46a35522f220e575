import LiveryCore

/// What the CLI prints, made safe for a terminal: text from token files and servers (names,
/// server messages, ETags, file names) may hold control characters, and a terminal obeys
/// them (ESC starts a sequence that can move the cursor, rewrite a line as a fake
/// "updated" message or retitle the window; BEL rings; CR overwrites the line).
///
/// Every control character but newline and tab is written as a visible `\u{…}` escape: C0
/// (U+0000–U+001F, which includes ESC, BEL and CR), DEL, C1 (U+0080–U+009F, where CSI and
/// OSC also live), and the bidirectional overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069), which reorder what a reader sees. Text without them is returned as is,
/// so JSON output (already escaped) and ordinary messages pass through unchanged.
package enum TerminalText {
    package static func escaped(_ text: String) -> String {
        ScalarEscape.escaped(text, where: isUnsafe)
    }

    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
