import LiveryCore

/// A value in a layer payload that cannot be read.
struct LayerValueProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Reads and writes one token of a layer payload in the flat resolved form
/// (``LiveryCore/ResolvedThemeJSON``): `{"type": "color", "value": …}`.
///
/// More lenient than that form in what servers send: `$type` / `$value` spellings; values go
/// through LiveryCore's one DTCG value reader, which also takes colors as hex strings
/// (`"#0af"`, `"00aaff"`). Values of non-standard types (e.g. `"image"`) are kept verbatim.
enum LayerTokenCodec {
    static func decode(_ json: JSONValue) -> Result<ResolvedToken, LayerValueProblem> {
        guard let object = json.objectValue else {
            return .failure(LayerValueProblem("expected a token object, found \(json.kindDescription)"))
        }
        guard let typeName = (object["type"] ?? object["$type"])?.stringValue else {
            return .failure(LayerValueProblem("missing \"type\""))
        }
        guard let value = object["value"] ?? object["$value"] else {
            return .failure(LayerValueProblem("missing \"value\""))
        }
        let type = TokenType(name: typeName)
        do {
            return .success(ResolvedToken(type: type, value: try TokenValue(dtcg: value, type: type, path: "value")))
        } catch {
            return .failure(LayerValueProblem("\(error)"))
        }
    }

    static func encode(_ token: ResolvedToken) -> JSONValue {
        ResolvedThemeJSON.encode(token)
    }
}
