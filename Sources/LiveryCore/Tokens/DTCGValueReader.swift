/// Reads resolved DTCG values member by member, naming the JSON path of anything that does not
/// fit (`color.bg.$value.components[1]: expected a number or "none", found a string`).
///
/// The decoding half of ``TokenValue/init(dtcg:type:path:)``.
struct DTCGValueReader {
    let json: JSONValue
    let path: String

    init(_ json: JSONValue, path: String) {
        self.json = json
        self.path = path
    }

    func fail(_ expected: String) -> Diagnostic {
        .error("expected \(expected), found \(json.kindDescription)", path: path)
    }

    func member(_ key: String) throws(Diagnostic) -> DTCGValueReader {
        guard let object = json.objectValue else { throw fail("an object") }
        guard let value = object[key] else { throw .error("missing member \"\(key)\"", path: path) }
        return DTCGValueReader(value, path: "\(path).\(key)")
    }

    func optionalMember(_ key: String) -> DTCGValueReader? {
        json[key].map { DTCGValueReader($0, path: "\(path).\(key)") }
    }

    func elements() throws(Diagnostic) -> [DTCGValueReader] {
        guard let array = json.arrayValue else { throw fail("an array") }
        return array.enumerated().map { DTCGValueReader($1, path: "\(path)[\($0)]") }
    }

    func number() throws(Diagnostic) -> Double {
        guard let n = json.numberValue else { throw fail("a number") }
        return n
    }

    func string() throws(Diagnostic) -> String {
        guard let s = json.stringValue else { throw fail("a string") }
        return s
    }

    func bool() throws(Diagnostic) -> Bool {
        guard let b = json.boolValue else { throw fail("a boolean") }
        return b
    }

    // MARK: Values

    /// A color as ``Color/init(dtcg:)`` reads it, its error placed under this value's path.
    func color() throws(Diagnostic) -> Color {
        do {
            return try Color(dtcg: json)
        } catch {
            throw .error(error.message, path: error.path.map { "\(path).\($0)" } ?? path)
        }
    }

    func dimension() throws(Diagnostic) -> Dimension {
        let unitName = try member("unit").string()
        guard let unit = Dimension.Unit(rawValue: unitName) else {
            throw .error("unknown dimension unit \"\(unitName)\" (expected px or rem)", path: "\(path).unit")
        }
        return Dimension(try member("value").number(), unit)
    }

    func duration() throws(Diagnostic) -> TokenDuration {
        let unitName = try member("unit").string()
        guard let unit = TokenDuration.Unit(rawValue: unitName) else {
            throw .error("unknown duration unit \"\(unitName)\" (expected ms or s)", path: "\(path).unit")
        }
        return TokenDuration(try member("value").number(), unit)
    }

    func fontFamily() throws(Diagnostic) -> [String] {
        if let single = json.stringValue { return [single] }
        guard json.arrayValue != nil else { throw fail("a string or an array of strings") }
        var families: [String] = []
        for element in try elements() { families.append(try element.string()) }
        return families
    }

    func fontWeight() throws(Diagnostic) -> Double {
        if let n = json.numberValue { return n }
        guard let keyword = json.stringValue else { throw fail("a number or a weight keyword") }
        guard let weight = DTCGValueReader.fontWeightKeywords[keyword] else {
            throw .error("unknown font weight \"\(keyword)\"", path: path)
        }
        return weight
    }

    /// The font weight keywords of DTCG 2025.10 and their numeric values.
    static let fontWeightKeywords: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    func cubicBezier() throws(Diagnostic) -> CubicBezier {
        let parts = try elements()
        guard parts.count == 4 else { throw .error("expected 4 numbers, found \(parts.count)", path: path) }
        return CubicBezier(try parts[0].number(), try parts[1].number(), try parts[2].number(), try parts[3].number())
    }

    func strokeStyle() throws(Diagnostic) -> StrokeStyle {
        if let name = json.stringValue {
            guard let keyword = StrokeStyle.Keyword(rawValue: name) else {
                throw .error("unknown stroke style \"\(name)\"", path: path)
            }
            return .keyword(keyword)
        }
        var dashes: [Dimension] = []
        for element in try member("dashArray").elements() { dashes.append(try element.dimension()) }
        let capName = try member("lineCap").string()
        guard let cap = StrokeStyle.LineCap(rawValue: capName) else {
            throw .error("unknown line cap \"\(capName)\"", path: "\(path).lineCap")
        }
        return .dashed(dashArray: dashes, lineCap: cap)
    }

    func border() throws(Diagnostic) -> Border {
        Border(
            color: try member("color").color(), width: try member("width").dimension(),
            style: try member("style").strokeStyle())
    }

    func transition() throws(Diagnostic) -> Transition {
        Transition(
            duration: try member("duration").duration(), delay: try member("delay").duration(),
            timingFunction: try member("timingFunction").cubicBezier())
    }

    func shadow() throws(Diagnostic) -> [Shadow] {
        guard json.arrayValue != nil else { return [try shadowLayer()] }
        var layers: [Shadow] = []
        for element in try elements() { layers.append(try element.shadowLayer()) }
        return layers
    }

    func shadowLayer() throws(Diagnostic) -> Shadow {
        Shadow(
            color: try member("color").color(), offsetX: try member("offsetX").dimension(),
            offsetY: try member("offsetY").dimension(), blur: try member("blur").dimension(),
            spread: try member("spread").dimension(), inset: try optionalMember("inset")?.bool() ?? false)
    }

    func gradient() throws(Diagnostic) -> [GradientStop] {
        var stops: [GradientStop] = []
        for element in try elements() {
            stops.append(GradientStop(color: try element.member("color").color(), position: try element.member("position").number()))
        }
        return stops
    }

    func typography() throws(Diagnostic) -> Typography {
        Typography(
            fontFamily: try member("fontFamily").fontFamily(), fontSize: try member("fontSize").dimension(),
            fontWeight: try member("fontWeight").fontWeight(),
            letterSpacing: try optionalMember("letterSpacing")?.dimension(),
            lineHeight: try optionalMember("lineHeight")?.number())
    }
}
