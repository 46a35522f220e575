/// One server-sent event as it goes on the wire (`event: update`, `data: …`, a blank line).
///
/// The data is split into one `data:` line per line of it — at CR, LF and CRLF, the line ends
/// of the event-stream format — so no text in the data can end the event or start a field of
/// its own; a reader joins the lines with LF. The name is the server's own (`update`,
/// `reload`, `hello`), never input.
package struct ServerSentEvent: Sendable, Equatable {
    package var name: String
    package var data: String

    package init(_ name: String, data: String) {
        self.name = name
        self.data = data
    }

    /// The UTF-8 bytes of the event.
    package var bytes: [UInt8] {
        var out = "event: " + name + "\n"
        var line = ""
        var afterCR = false
        for scalar in data.unicodeScalars {
            switch scalar {
            case "\r":
                out += "data: " + line + "\n"
                line = ""
                afterCR = true
                continue
            case "\n":
                if !afterCR { out += "data: " + line + "\n" }
                line = ""
            default: line.unicodeScalars.append(scalar)
            }
            afterCR = false
        }
        out += "data: " + line + "\n\n"
        return Array(out.utf8)
    }
}
