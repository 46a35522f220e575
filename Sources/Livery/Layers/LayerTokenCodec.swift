import LiveryCore

/// A value in a layer payload that cannot be read.
struct LayerValueProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Reads and writes one token of a layer payload in the flat resolved form
/// (`ResolvedThemeJSON`): `{"type": "color", "value": …}`.
///
/// More lenient than that form in what servers send: `$type` / `$value` spellings; values go
/// through LiveryCore's one DTCG value reader, which also takes colors as hex strings
/// (`"#0af"`, `"00aaff"`). Values of non-standard types (e.g. `"image"`) are kept verbatim.
/// When the base token's type is known, a bare value stands for the whole object
/// (`"color.background": "#1b1b1d"`, a DTCG color object, `12` for a number).
enum LayerTokenCodec {
    /// - Parameter baseType: the base token's type, which types a bare value; `nil` when
    ///   there is no base or it lacks the token.
    static func decode(_ json: JSONValue, baseType: TokenType? = nil) -> Result<ResolvedToken, LayerValueProblem> {
        guard let object = json.objectValue, isTokenObject(object) else {
            return decodeBare(json, type: baseType)
        }
        guard let typeName = (object["type"] ?? object["$type"])?.stringValue else {
            return .failure(LayerValueProblem("missing \"type\""))
        }
        guard let value = object["value"] ?? object["$value"] else {
            return .failure(LayerValueProblem("missing \"value\""))
        }
        if let hex = object["hex"], hex.stringValue == nil {
            return .failure(LayerValueProblem("\"hex\" must be a string, found \(hex.kindDescription)"))
        }
        let type = TokenType(name: typeName)
        let extensions = (object["extensions"] ?? object["$extensions"])?.objectValue
        do {
            let value = try TokenValue(dtcg: value, type: type, path: "value")
            return .success(ResolvedToken(type: type, value: value, extensions: extensions))
        } catch {
            return .failure(LayerValueProblem("\(error)"))
        }
    }

    static func encode(_ token: ResolvedToken) -> JSONValue {
        ResolvedThemeJSON.encode(token)
    }

    /// A token object names its type or value; any other object (a DTCG color) is a bare value.
    private static func isTokenObject(_ object: JSONObject) -> Bool {
        ["type", "$type", "value", "$value"].contains { object[$0] != nil }
    }

    private static func decodeBare(_ json: JSONValue, type: TokenType?) -> Result<ResolvedToken, LayerValueProblem> {
        guard let type else {
            return .failure(
                LayerValueProblem(
                    "expected a token object {\"type\", \"value\"}, found \(json.kindDescription) "
                        + "(a bare value needs a base token to take its type from)"))
        }
        do {
            return .success(ResolvedToken(type: type, value: try TokenValue(dtcg: json, type: type, path: "value")))
        } catch {
            return .failure(LayerValueProblem("a bare value of the \(type) token: \(error)"))
        }
    }
}
