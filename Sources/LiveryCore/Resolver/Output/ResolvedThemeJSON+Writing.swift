extension ResolvedThemeJSON {
    /// `JSONWriter.bytes(encode(themes))`, written straight from the themes: the pretty text of
    /// several themes keyed by input, with its final newline, and no JSON tree built.
    ///
    /// Colors (most tokens) are written member by member with their hex computed once; other
    /// values go through their ``TokenValue/dtcgJSON`` form.
    ///
    /// ```swift
    /// let text = ResolvedThemeJSON.bytes([light, dark])   // what `livery export --format json` writes
    /// ```
    public static func bytes(_ themes: [ResolvedTheme]) -> [UInt8] {
        let keys = themes.map(\.input.description)
        guard Set(keys).count == keys.count else {
            // Two themes of one input: the object keeps one member per key, as `encode` does.
            return JSONWriter.bytes(encode(themes))
        }
        var out = TextBuffer(capacity: themes.reduce(0) { $0 + $1.names.count * 160 })
        var object = MemberWriter(indent: 0)
        for (key, theme) in zip(keys, themes) {
            object.member(key, into: &out)
            write(theme, indent: 1, into: &out)
        }
        object.close(into: &out)
        out.newline()
        return out.bytes
    }

    /// One theme: token name → token, in ID order.
    private static func write(_ theme: ResolvedTheme, indent: Int, into out: inout TextBuffer) {
        var object = MemberWriter(indent: indent)
        for (index, name) in theme.names.names.enumerated() {
            guard let token = theme[TokenID(rawValue: Int32(index))] else { continue }
            object.member(name, into: &out)
            write(token, indent: indent + 1, into: &out)
        }
        object.close(into: &out)
    }

    /// One token, as ``encode(_:)-(ResolvedToken)`` lays it out.
    private static func write(_ token: ResolvedToken, indent: Int, into out: inout TextBuffer) {
        var object = MemberWriter(indent: indent)
        object.member("type", into: &out)
        JSONWriter.appendQuoted(token.type.name, into: &out)
        object.member("value", into: &out)
        if case .color(let color) = token.value {
            let hex = color.hex
            write(color, hex: hex, indent: indent + 1, into: &out)
            object.member("hex", into: &out)
            JSONWriter.appendQuoted(hex, into: &out)
        } else {
            JSONWriter.write(token.value.dtcgJSON, into: &out, indent: indent + 1)
        }
        if let description = token.description {
            object.member("description", into: &out)
            JSONWriter.appendQuoted(description, into: &out)
        }
        switch token.deprecated {
        case .deprecated:
            object.member("deprecated", into: &out)
            out.append("true")
        case .deprecatedBecause(let reason):
            object.member("deprecated", into: &out)
            JSONWriter.appendQuoted(reason, into: &out)
        case nil: break
        }
        if let extensions = token.extensions {
            object.member("extensions", into: &out)
            JSONWriter.write(.object(extensions), into: &out, indent: indent + 1)
        }
        object.close(into: &out)
    }

    /// ``Color/dtcg`` written directly, `hex` being the color's ``Color/hex``.
    private static func write(_ color: Color, hex: String, indent: Int, into out: inout TextBuffer) {
        var object = MemberWriter(indent: indent)
        object.member("colorSpace", into: &out)
        JSONWriter.appendQuoted(color.space.rawValue, into: &out)
        object.member("components", into: &out)
        out.append(byte: UInt8(ascii: "["))
        for i in 0..<3 {
            let component = color.components[i]
            if i > 0 { out.append(", ") }
            if component.isNaN {
                out.append("\"none\"")
            } else {
                JSONWriter.appendNumber(component, into: &out)
            }
        }
        out.append(byte: UInt8(ascii: "]"))
        if color.alpha != 1 {
            object.member("alpha", into: &out)
            JSONWriter.appendNumber(color.alpha, into: &out)
        }
        if color.space == .srgb {
            object.member("hex", into: &out)
            // ``Color/opaqueHex``: the hex without its alpha digits.
            JSONWriter.appendQuoted(hex.utf8.count > 7 ? String(hex.prefix(7)) : hex, into: &out)
        }
        object.close(into: &out)
    }
}

/// Lays out one pretty-printed JSON object as ``JSONWriter`` does, member by member.
private struct MemberWriter {
    /// The object's own level; members stand one deeper.
    let indent: Int
    private var count = 0

    init(indent: Int) {
        self.indent = indent
    }

    /// Opens the object before the first member, separates later ones, then writes `"key": `.
    mutating func member(_ key: String, into out: inout TextBuffer) {
        out.append(count == 0 ? "{\n" : ",\n")
        out.append(indent: indent + 1)
        JSONWriter.appendQuoted(key, into: &out)
        out.append(": ")
        count += 1
    }

    /// `{}` when no member was written, else the closing line.
    func close(into out: inout TextBuffer) {
        if count == 0 { return out.append("{}") }
        out.newline()
        out.append(indent: indent)
        out.append(byte: UInt8(ascii: "}"))
    }
}
