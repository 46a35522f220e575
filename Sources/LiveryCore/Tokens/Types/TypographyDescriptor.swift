extension TokenTypeDescriptor {
    /// `typography`: `{fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}`, each a
    /// literal or a reference. The default mode tolerates a missing `letterSpacing` or
    /// `lineHeight` (with a warning); strict mode requires all five.
    static let typography = TokenTypeDescriptor(type: .typography) { json, reader in
        guard let object = reader.object(json, of: .typography) else { return nil }
        reader.checkMembers(
            object, allowed: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], of: .typography)
        let family = reader.member(object, "fontFamily", as: .fontFamily)?.fontFamily
        let size = reader.member(object, "fontSize", as: .dimension)?.dimension
        let weight = reader.member(object, "fontWeight", as: .fontWeight)?.fontWeight
        let letterSpacing = reader.member(object, "letterSpacing", as: .dimension, required: false)?.dimension
        let lineHeight = reader.member(object, "lineHeight", as: .number, required: false)?.number
        guard let family, let size, let weight, !reader.hasErrors else { return nil }
        return .typography(
            Typography(
                fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: letterSpacing,
                lineHeight: lineHeight))
    }
}
