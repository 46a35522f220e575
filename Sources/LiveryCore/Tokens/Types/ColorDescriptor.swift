extension TokenTypeDescriptor {
    /// `color`: a DTCG color object (`colorSpace`, `components`, optional `alpha` and `hex`).
    /// The default mode also accepts a hex string (`"#0c0c0d"`) with a warning.
    static let color = TokenTypeDescriptor(type: .color) { json, reader in
        switch json {
        case .string(let text):
            guard reader.mode == .default else {
                reader.error("invalid color: expected a color object with colorSpace and components, found a string")
                return nil
            }
            do {
                let color = try Color(hex: text)
                reader.tolerated("color written as a hex string \"\(text)\"; DTCG 2025.10 expects a color object")
                return .color(color)
            } catch {
                reader.error("invalid color \"\(text)\": \(error)")
                return nil
            }
        case .object:
            guard let literal = reader.substitutingPointers(in: json), case .object(let object) = literal else {
                return nil
            }
            reader.checkMembers(object, allowed: ["colorSpace", "components", "alpha", "hex"], of: .color)
            do throws(ColorError) {
                let color = try Color(dtcg: literal)
                if color.space == .srgb, case .string(let stated)? = object["hex"],
                    !Self.sameHex(stated, color.opaqueHex)
                {
                    reader.warning("hex \(stated) does not match the components, which give \(color.opaqueHex)")
                }
                return .color(color)
            } catch {
                reader.error("invalid color: \(error)", member: error.path)
                return nil
            }
        default:
            reader.error("invalid color: expected a color object, found \(json.kindDescription)")
            return nil
        }
    }
}

extension TokenTypeDescriptor {
    /// Whether a stated `#rrggbb` (already checked to be seven ASCII bytes) names `opaqueHex`
    /// (lowercase), letters in either case: `stated.lowercased() == opaqueHex`, on bytes.
    static func sameHex(_ stated: String, _ opaqueHex: String) -> Bool {
        stated.utf8.count == opaqueHex.utf8.count
            && zip(stated.utf8, opaqueHex.utf8).allSatisfy { a, b in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(a) ? a + 32 == b : a == b
            }
    }
}
