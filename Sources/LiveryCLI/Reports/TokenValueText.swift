import LiveryCore

/// A resolved token's value in one short line, for tables: colors as hex, dimensions and
/// durations as `16px` / `200ms`, strings bare, anything else as compact JSON.
enum TokenValueText {
    static func text(_ token: ResolvedToken) -> String {
        if case .color(let color) = token.value { return color.hex }
        let json = ResolvedThemeJSON.encode(token)["value"] ?? .null
        if let measure = measureText(json) { return measure }
        if case .string(let string) = json { return string }
        return JSONWriter.string(json, pretty: false)
    }

    /// `{"value": 16, "unit": "px"}` → `16px`.
    private static func measureText(_ json: JSONValue) -> String? {
        guard let object = json.objectValue, object.count == 2, let number = object["value"]?.numberValue,
            let unit = object["unit"]?.stringValue
        else { return nil }
        return JSONWriter.number(number) + unit
    }
}
