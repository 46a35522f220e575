extension TokenValue {
    /// Reads a resolved DTCG 2025.10 value of type `type`: a token's `$value` with every
    /// reference already replaced, as ``dtcgJSON`` writes it and server-delivered payloads
    /// (``ResolvedThemeJSON``) carry it.
    ///
    /// The value is read by the same type descriptors as token documents, in the default
    /// ``ValidationMode``: the spellings DTCG allows (a shadow object or a list, a font family
    /// name or a list, font weight keywords such as `"semi-bold"`) and those the default mode
    /// tolerates in token files (a color as a hex string, `"16px"`) are accepted; warnings are
    /// dropped. A reference is an error, as is anything the descriptors reject. Values of
    /// unknown types are kept verbatim.
    ///
    /// ```swift
    /// try TokenValue(dtcg: ["value": 200, "unit": "ms"], type: .duration)   // .duration(200ms)
    /// try TokenValue(dtcg: "semi-bold", type: .fontWeight)                 // .fontWeight(600)
    /// ```
    ///
    /// - Parameters:
    ///   - json: The value as written (`$value`, or a payload's `value`).
    ///   - type: The token's type, which says how to read it.
    ///   - path: Where the value stands, leading the path of errors (`color.bg.value`).
    /// - Throws: A ``Diagnostic`` for the first error, its path leading to the member at fault
    ///   (`color.bg.value.components[1]`) where the descriptor names one.
    public init(dtcg json: JSONValue, type: TokenType, path: String = "$value") throws(Diagnostic) {
        var reader = ValueReader(mode: .default) { reference in
            .problem("a resolved value holds no references, found \(reference)")
        }
        let value = reader.read(json, as: type)
        if let error = reader.findings.first(where: { $0.severity == .error }) {
            throw .error(error.problem, path: ValueReader.path(path, appending: error.path))
        }
        guard let value else { throw .error("invalid \(type.name)", path: path) }
        self = value
    }
}
