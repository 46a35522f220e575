import LiveryCore

/// Reads one `.colorset/Contents.json`: its color per appearance.
///
/// Components are strings as Xcode writes them — floats `"0.953"` (0–1), 8-bit integers
/// `"243"` (0–255) or hex bytes `"0xF3"` — or JSON numbers. Alpha is a float. Color spaces:
/// `srgb` and `extended-srgb` (sRGB, the latter unclamped), `display-p3`,
/// `extended-linear-srgb` (`srgb-linear`); a missing color space means sRGB. An extended
/// color beyond its space's DTCG range is written in a wider space that holds it exactly
/// (Display P3, Rec. 2020, then OKLab). Only
/// `universal` entries are read when there are any (else those of the first idiom);
/// references to system colors are skipped with a warning.
enum ColorsetReader {
    /// Xcode color-space names → DTCG color spaces.
    static let colorSpaces: [String: ColorSpaceID] = [
        "srgb": .srgb, "extended-srgb": .srgb, "display-p3": .displayP3, "extended-linear-srgb": .srgbLinear,
    ]

    static func read(_ file: InputFile, warnings: inout [Diagnostic]) throws(Diagnostic) -> [ColorsetAppearance: Color]
    {
        let root = try JSONFile.parse(file.contents, displayName: file.path, warnings: &warnings)
        guard let entries = root["colors"]?.arrayValue else {
            throw .error("a colorset's Contents.json has a \"colors\" array", file: file.path)
        }
        let idioms = entries.compactMap { $0["idiom"]?.stringValue }
        let idiom = idioms.contains("universal") ? "universal" : idioms.first
        var colors: [ColorsetAppearance: Color] = [:]
        for (index, entry) in entries.enumerated() {
            let place = "colors[\(index)]"
            if let idiom, let own = entry["idiom"]?.stringValue, own != idiom { continue }
            if entry["display-gamut"]?.stringValue == "display-P3" { continue }
            let appearance = try self.appearance(entry, file: file, place: place)
            guard let color = entry["color"] else { continue }
            if color["reference"] != nil || color["platform"] != nil {
                warnings.append(
                    .warning(
                        "skipped: a system color reference has no DTCG value", file: file.path, path: place + ".color"))
                continue
            }
            if colors[appearance] == nil {
                colors[appearance] = try self.color(color, file: file, place: place + ".color")
            }
        }
        return colors
    }

    private static func appearance(
        _ entry: JSONValue, file: InputFile, place: String
    ) throws(Diagnostic) -> ColorsetAppearance {
        var result = ColorsetAppearance.any
        for (index, item) in (entry["appearances"]?.arrayValue ?? []).enumerated() {
            let itemPlace = "\(place).appearances[\(index)]"
            let kind = item["appearance"]?.stringValue
            let value = item["value"]?.stringValue ?? ""
            switch kind {
            case "luminosity":
                guard let luminosity = ColorsetAppearance.Luminosity(rawValue: value), luminosity != .any else {
                    throw .error("unknown luminosity \"\(value)\" (light or dark)", file: file.path, path: itemPlace)
                }
                result.luminosity = luminosity
            case "contrast":
                guard value == "high" else {
                    throw .error("unknown contrast \"\(value)\" (high)", file: file.path, path: itemPlace)
                }
                result.contrast = .high
            default:
                throw .error(
                    "unknown appearance \"\(kind ?? "")\" (luminosity or contrast)", file: file.path, path: itemPlace)
            }
        }
        return result
    }

    private static func color(_ color: JSONValue, file: InputFile, place: String) throws(Diagnostic) -> Color {
        let spaceName = color["color-space"]?.stringValue ?? "srgb"
        guard let space = colorSpaces[spaceName] else {
            throw .error(
                "the color space \"\(spaceName)\" cannot be imported (srgb, extended-srgb, display-p3, extended-linear-srgb)",
                file: file.path, path: place + ".color-space")
        }
        guard let components = color["components"]?.objectValue else {
            throw .error("a color has \"components\"", file: file.path, path: place)
        }
        var channels: [Double] = []
        for name in ["red", "green", "blue"] {
            let path = "\(place).components.\(name)"
            guard let value = components[name], let channel = channel(value) else {
                throw .error(
                    "expected a component like \"0.953\", \"243\" or \"0xF3\", found \(components[name].map { JSONWriter.string($0, pretty: false) } ?? "nothing")",
                    file: file.path, path: path)
            }
            channels.append(channel)
        }
        var alpha = 1.0
        if let value = components["alpha"] {
            guard let parsed = value.numberValue ?? value.stringValue.flatMap(Double.init), (0...1).contains(parsed)
            else {
                throw .error(
                    "expected an alpha from 0 to 1, found \(JSONWriter.string(value, pretty: false))",
                    file: file.path, path: "\(place).components.alpha")
            }
            alpha = parsed
        }
        return ColorText.representable(Color(space, channels[0], channels[1], channels[2], alpha: alpha))
    }

    /// One component: a float with a decimal point is 0–1, `0xNN` and integers are 0–255.
    static func channel(_ value: JSONValue) -> Double? {
        if let number = value.numberValue {
            return number.rounded() == number && number > 1 ? number / 255 : number
        }
        guard let text = value.stringValue?.trimmingSpaces, !text.isEmpty else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") || text.contains("e") || text.contains("E") { return Double(text) }
        return Int(text).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
    }
}
