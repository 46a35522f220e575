import Foundation

/// How a test page hands results back through `--dump-dom`: a script calls `livery_probe(value)`,
/// which writes `JSON.stringify(value)` into `<pre id="lv-probe">` with `<`, `>` and `&` as
/// `\u` escapes (so the serialized DOM keeps the JSON verbatim); the test decodes it.
enum ProbeOutput {
    /// Defines `livery_probe(value)`.
    static let writerScript = """
        function livery_probe(value) {
          var pre = document.createElement("pre");
          pre.id = "lv-probe";
          pre.textContent = JSON.stringify(value).replace(/[<>&]/g, function (c) {
            return "\\\\u00" + c.charCodeAt(0).toString(16);
          });
          document.body.appendChild(pre);
        }
        """

    /// A JSON literal for embedding `value` in a script.
    static func literal<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        return text.replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// Decodes the probe's JSON from a serialized DOM.
    ///
    /// - Throws: ``BrowserError/badProbe(_:)`` when the `<pre>` is missing or does not decode.
    static func decode<T: Decodable>(_ type: T.Type, fromDOM dom: String) throws -> T {
        guard let start = dom.range(of: "<pre id=\"lv-probe\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            throw BrowserError.badProbe("no <pre id=\"lv-probe\"> in the DOM (did a script fail?):\n\(dom.suffix(600))")
        }
        let json = dom[start.upperBound..<end.lowerBound]
        do {
            return try JSONDecoder().decode(T.self, from: Data(json.utf8))
        } catch {
            throw BrowserError.badProbe("\(error)\n\(json.prefix(600))")
        }
    }
}
