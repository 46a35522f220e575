extension Color {
    /// Reads a DTCG 2025.10 color object: `{"colorSpace", "components", "alpha"?, "hex"?}`.
    ///
    /// `components` holds three numbers, each within its space's range (see
    /// ``ColorSpace/components``; floating-point noise of 1e-9 of the span past an included end
    /// is let through), or the string `"none"` for a missing component. `alpha`
    /// defaults to 1 and must lie in 0…1. `hex`, a fallback, must be `#rrggbb` when present;
    /// it is checked but not used. Other members are ignored. A bare hex string is not
    /// accepted here: callers that allow the legacy string form handle it with ``init(hex:)``.
    ///
    /// ```swift
    /// try Color(dtcg: ["colorSpace": "hsl", "components": ["none", 0, 100]])
    /// // hsl (nan, 0, 100): white with a missing hue
    /// ```
    ///
    /// - Throws: ``ColorError`` whose `path` names the offending member (`components[1]`).
    public init(dtcg value: JSONValue) throws(ColorError) {
        guard let object = value.objectValue else {
            throw ColorError(
                "a color value must be an object with \"colorSpace\" and \"components\", found \(value.kindDescription)"
            )
        }
        let space = try DTCGColorReader.space(in: object)
        let components = try DTCGColorReader.components(in: object, space: space)
        let alpha = try DTCGColorReader.alpha(in: object)
        try DTCGColorReader.checkHex(in: object)
        self.init(space.id, components: components, alpha: alpha)
    }

    /// The color as a DTCG 2025.10 color object.
    ///
    /// Members in order: `colorSpace`, `components` (a missing component written `"none"`),
    /// `alpha` only when it is not 1, and, for sRGB colors, the `hex` fallback `#rrggbb`.
    /// Components are written as they are, even when outside the space's DTCG range (a
    /// converted wide-gamut color); gamut-map first where the output must re-read.
    public var dtcg: JSONValue {
        var object = JSONObject()
        object["colorSpace"] = .string(space.rawValue)
        let values = [components.x, components.y, components.z]
        object["components"] = .array(values.map { $0.isNaN ? .string("none") : .number($0) })
        if alpha != 1 { object["alpha"] = .number(alpha) }
        if space == .srgb { object["hex"] = .string(opaqueHex) }
        return .object(object)
    }
}

/// The member-by-member checks of ``Color/init(dtcg:)``.
enum DTCGColorReader {
    static func space(in object: JSONObject) throws(ColorError) -> ColorSpace {
        guard let value = object["colorSpace"] else {
            throw ColorError("a color value needs a \"colorSpace\" member")
        }
        guard let name = value.stringValue else {
            throw ColorError("must be a string, found \(value.kindDescription)", path: "colorSpace")
        }
        guard let id = ColorSpaceID(rawValue: name) else {
            let known = ColorSpaceID.allCases.map(\.rawValue).joined(separator: ", ")
            throw ColorError("unknown color space \"\(name)\"; expected one of \(known)", path: "colorSpace")
        }
        return id.definition
    }

    static func components(in object: JSONObject, space: ColorSpace) throws(ColorError) -> SIMD3<Double> {
        guard let value = object["components"] else {
            throw ColorError("a color value needs a \"components\" member")
        }
        guard let array = value.arrayValue else {
            throw ColorError("must be an array, found \(value.kindDescription)", path: "components")
        }
        let expected = space.components.count
        guard array.count == expected else {
            throw ColorError(
                "\"\(space.id.rawValue)\" takes \(expected) components (\(space.components.map(\.name).joined(separator: ", "))), found \(array.count)",
                path: "components")
        }
        var result = SIMD3<Double>(repeating: 0)
        for (index, (element, component)) in zip(array, space.components).enumerated() {
            result[index] = try self.component(element, component, at: index, of: space)
        }
        try checkConvertible(result, space: space)
        return result
    }

    /// A space with an open-ended component (chroma, Lab a and b, XYZ) takes numbers too large
    /// to convert: they would turn into infinities and then `none`, black in every export
    /// (OKLCH chroma 1e300). Such a color is refused where it is written.
    private static func checkConvertible(_ components: SIMD3<Double>, space: ColorSpace) throws(ColorError) {
        guard space.components.contains(where: \.range.isOpenEnded) else { return }
        let given = Color(space.id, components: components)
        let hub = Color(space.id, components: given.componentsWithMissingAsZero).converted(to: .xyzD65)
        let linear = hub.converted(to: .srgbLinear).components
        guard (0..<3).allSatisfy({ hub.components[$0].isFinite && linear[$0].isFinite }) else {
            throw ColorError(
                "the components are too large to convert to other color spaces", path: "components")
        }
    }

    private static func component(
        _ element: JSONValue, _ component: ColorComponent, at index: Int, of space: ColorSpace
    ) throws(ColorError) -> Double {
        // Built only for an error message (this runs once per component of every color token).
        var path: String { "components[\(index)]" }
        if case .number(let number) = element,
            component.range.contains(number, tolerance: component.range.noiseTolerance)
        {
            return number
        }
        if element.stringValue == "none" { return .nan }
        guard let number = element.numberValue else {
            let found = element.stringValue.map { "the string \"\($0)\"" } ?? element.kindDescription
            throw ColorError("must be a number or \"none\", found \(found)", path: path)
        }
        guard component.range.contains(number, tolerance: component.range.noiseTolerance) else {
            throw ColorError(
                "\(component.name) \(number) is outside \(component.range) for \"\(space.id.rawValue)\"", path: path)
        }
        return number
    }

    static func alpha(in object: JSONObject) throws(ColorError) -> Double {
        guard let value = object["alpha"] else { return 1 }
        guard let number = value.numberValue else {
            throw ColorError("must be a number, found \(value.kindDescription)", path: "alpha")
        }
        guard number.isFinite, 0 <= number, number <= 1 else {
            throw ColorError("alpha \(number) is outside 0–1", path: "alpha")
        }
        return number
    }

    static func checkHex(in object: JSONObject) throws(ColorError) {
        guard let value = object["hex"] else { return }
        guard let text = value.stringValue else {
            throw ColorError("must be a string, found \(value.kindDescription)", path: "hex")
        }
        // `#` and six ASCII hex digits: exactly seven bytes.
        let utf8 = text.utf8
        guard utf8.count == 7, utf8.first == UInt8(ascii: "#"),
            utf8.dropFirst().allSatisfy({
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0)
            })
        else {
            throw ColorError("must be a 6-digit hex color \"#rrggbb\", found \(TextExcerpt.quoted(text))", path: "hex")
        }
    }
}
