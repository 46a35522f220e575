import LiveryCore

/// Writes JSON the way Xcode writes asset catalog `Contents.json` files: keys sorted, `" : "`
/// between key and value, two-space indentation, every array and object expanded, and a final
/// newline — so exported catalogs do not show diffs once Xcode touches them.
enum XcodeJSON {
    static func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += pad + "  "
                write(element, indent: indent + 1, into: &out)
                out += i < elements.count - 1 ? ",\n" : "\n"
            }
            out += pad + "]"
        case .object(let object) where !object.isEmpty:
            out += "{\n"
            let members = object.members.sorted { $0.key < $1.key }
            for (i, member) in members.enumerated() {
                out += pad + "  " + JSONWriter.quoted(member.key) + " : "
                write(member.value, indent: indent + 1, into: &out)
                out += i < members.count - 1 ? ",\n" : "\n"
            }
            out += pad + "}"
        default:
            out += JSONWriter.string(value, pretty: false)
        }
    }
}
