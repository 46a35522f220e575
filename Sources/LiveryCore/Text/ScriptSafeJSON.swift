/// JSON text that can stand anywhere in a script, inline `<script>` elements included: the
/// compact text of ``JSONWriter``, with every `<`, `>` and `&` and the line and paragraph
/// separators written as `\u` escapes.
///
/// In JSON text those characters occur only inside strings, where `\u003c` is the same string:
/// the value reads back unchanged, but the text holds no `</script>`, no `<!--` and no raw
/// U+2028/U+2029 (line terminators to older JavaScript parsers), so no value can end the
/// script or the literal it sits in.
///
/// ```swift
/// ScriptSafeJSON.string(["v": "</script>"])   // {"v":"\u003c/script\u003e"}
/// ```
package enum ScriptSafeJSON {
    /// The script-safe JSON text of `value`, on one line.
    package static func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``string(_:)``.
    package static func bytes(_ value: JSONValue) -> [UInt8] {
        let json = JSONWriter.bytes(value, pretty: false)
        var out: [UInt8] = []
        out.reserveCapacity(json.count + 16)
        var i = 0
        while i < json.count {
            let byte = json[i]
            if let escape = escapes[byte] {
                out += escape
                i += 1
            } else if byte == 0xE2, i + 2 < json.count, json[i + 1] == 0x80, json[i + 2] == 0xA8 || json[i + 2] == 0xA9
            {
                out += Array((json[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                i += 3
            } else {
                out.append(byte)
                i += 1
            }
        }
        return out
    }

    /// The ASCII characters written as escapes, and their escapes.
    private static let escapes: [UInt8: [UInt8]] = [
        UInt8(ascii: "<"): Array("\\u003c".utf8),
        UInt8(ascii: ">"): Array("\\u003e".utf8),
        UInt8(ascii: "&"): Array("\\u0026".utf8),
    ]
}
