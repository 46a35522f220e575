import Foundation

/// The user-agent marker that tells a server the theme a web view's page starts in, as the web
/// bridge contract spells it: `Livery/1 (theme=dark; contrast=normal)`.
///
/// Modifier and context names come from the theme's files, so every byte outside ASCII
/// letters, digits, `-`, `.`, `_` and `~` is percent-encoded (`Dark Blue` → `Dark%20Blue`): no
/// name can end the marker, add a header line or forge another product token.
package enum WebUserAgentMarker {
    /// The marker for `contexts`, in their order.
    package static func text(for contexts: [WebThemeSnapshot.Selection]) -> String {
        let pairs = contexts.map { encoded($0.modifier) + "=" + encoded($0.context) }
        return "Livery/1 (" + pairs.joined(separator: "; ") + ")"
    }

    /// `existing` (an app's own `applicationNameForUserAgent`, if any) with the marker
    /// appended; a marker `existing` already ends with is replaced, not repeated.
    package static func appending(to existing: String?, contexts: [WebThemeSnapshot.Selection]) -> String {
        let marker = text(for: contexts)
        var own = existing ?? ""
        if let previous = own.range(of: "Livery/1 (") { own = String(own[..<previous.lowerBound]) }
        while own.hasSuffix(" ") { own.removeLast() }
        return own.isEmpty ? marker : own + " " + marker
    }

    /// `text` with every byte but the unreserved ones (RFC 3986) as `%XX`.
    static func encoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
