extension TokenTypeDescriptor {
    /// `strokeStyle`: a keyword (`solid`, `dashed`, …) or `{dashArray, lineCap}` whose dashes may
    /// be references to dimension tokens.
    static let strokeStyle = TokenTypeDescriptor(type: .strokeStyle) { json, reader in
        switch json {
        case .string(let name):
            guard let keyword = StrokeStyle.Keyword(rawValue: name) else {
                let all = StrokeStyle.Keyword.allCases.map(\.rawValue).joined(separator: ", ")
                reader.error("invalid strokeStyle: '\(name)' is not one of \(all)")
                return nil
            }
            return .strokeStyle(.keyword(keyword))
        case .object(let object):
            reader.checkMembers(object, allowed: ["dashArray", "lineCap"], of: .strokeStyle)
            guard let dashJSON = object["dashArray"] else {
                reader.error("invalid strokeStyle: missing 'dashArray'")
                return nil
            }
            guard case .array(let elements) = dashJSON, !elements.isEmpty else {
                reader.error("invalid strokeStyle: dashArray must be a non-empty array of dimensions")
                return nil
            }
            var dashes: [Dimension] = []
            for (index, element) in elements.enumerated() {
                let dash = reader.within("dashArray[\(index)]") { $0.read(element, as: .dimension)?.dimension }
                if let dash { dashes.append(dash) }
            }
            guard case .string(let capName)? = object["lineCap"], let cap = StrokeStyle.LineCap(rawValue: capName)
            else {
                reader.error("invalid strokeStyle: lineCap must be round, butt or square", member: "lineCap")
                return nil
            }
            guard dashes.count == elements.count else { return nil }
            return .strokeStyle(.dashed(dashArray: dashes, lineCap: cap))
        default:
            reader.error("invalid strokeStyle: expected a keyword or an object, found \(json.kindDescription)")
            return nil
        }
    }
}
