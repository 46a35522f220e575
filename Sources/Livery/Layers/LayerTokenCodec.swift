import LiveryCore

/// A value in a layer payload that cannot be read.
struct LayerValueProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Reads and writes one token of a layer payload: `{"type": "color", "value": …}`.
///
/// One codec per token type, in a table: adding a type is adding an entry.
struct LayerTokenCodec: Sendable {
    let type: TokenType
    let decode: @Sendable (JSONValue) -> Result<TokenValue, LayerValueProblem>
    let encode: @Sendable (TokenValue) -> JSONValue?

    /// The codecs of the types a layer can carry, by type name.
    static let all: [String: LayerTokenCodec] = Dictionary(
        uniqueKeysWithValues: [color, number, dimension, duration, fontFamily, fontWeight, typography].map {
            ($0.type.name, $0)
        })

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
        guard let codec = all[typeName] else {
            if type.isStandard {
                return .failure(LayerValueProblem("\(typeName) tokens cannot be overridden at runtime"))
            }
            // Non-standard types (e.g. "image") carry their value verbatim.
            return .success(ResolvedToken(type: type, value: .opaque(value)))
        }
        return codec.decode(value).map { ResolvedToken(type: type, value: $0) }
    }

    static func encode(_ token: ResolvedToken) -> JSONValue {
        let value: JSONValue
        if case .opaque(let raw) = token.value {
            value = raw
        } else {
            value = all[token.type.name]?.encode(token.value) ?? .null
        }
        return ["type": .string(token.type.name), "value": value]
    }
}

// MARK: - The codecs

extension LayerTokenCodec {
    static let color = LayerTokenCodec(
        type: .color,
        decode: { json in LayerColorReader.color(json).map(TokenValue.color) },
        encode: { value in value.color.map(LayerColorReader.json) })

    static let number = LayerTokenCodec(
        type: .number,
        decode: { json in finite(json).map(TokenValue.number) },
        encode: { value in value.number.map(JSONValue.number) })

    static let dimension = LayerTokenCodec(
        type: .dimension,
        decode: { json in readDimension(json).map(TokenValue.dimension) },
        encode: { value in value.dimension.map(dimensionJSON) })

    static let duration = LayerTokenCodec(
        type: .duration,
        decode: { json in
            unitValue(json, TokenDuration.Unit.self).map { TokenValue.duration(TokenDuration($0.0, $0.1)) }
        },
        encode: { value in
            guard case .duration(let d) = value else { return nil }
            return ["value": .number(d.value), "unit": .string(d.unit.rawValue)]
        })

    static let fontFamily = LayerTokenCodec(
        type: .fontFamily,
        decode: { json in readFamilies(json).map(TokenValue.fontFamily) },
        encode: { value in
            guard case .fontFamily(let names) = value else { return nil }
            return names.count == 1 ? .string(names[0]) : .array(names.map(JSONValue.string))
        })

    static let fontWeight = LayerTokenCodec(
        type: .fontWeight,
        decode: { json in readWeight(json).map(TokenValue.fontWeight) },
        encode: { value in
            guard case .fontWeight(let w) = value else { return nil }
            return .number(w)
        })

    static let typography = LayerTokenCodec(
        type: .typography,
        decode: { json in
            guard let object = json.objectValue else {
                return .failure(LayerValueProblem("expected a typography object, found \(json.kindDescription)"))
            }
            return readTypography(object).map(TokenValue.typography)
        },
        encode: { value in
            guard case .typography(let t) = value else { return nil }
            var members: [(key: String, value: JSONValue)] = [
                ("fontFamily", .array(t.fontFamily.map(JSONValue.string))),
                ("fontSize", dimensionJSON(t.fontSize)),
                ("fontWeight", .number(t.fontWeight)),
            ]
            if let spacing = t.letterSpacing { members.append(("letterSpacing", dimensionJSON(spacing))) }
            if let height = t.lineHeight { members.append(("lineHeight", .number(height))) }
            return .object(JSONObject(members))
        })
}
