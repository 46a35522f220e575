import LiveryCore

/// Tokens Studio's values read as DTCG values: its types mapped to DTCG's, its spellings
/// (`16px`, `150%`, `Bold`, `rgba(…)`) read, math and color modifiers evaluated where every
/// operand has one value.
struct StudioValues {
    /// Every token of every set, by path: what references in math and modifiers resolve to.
    let tokensByPath: [[String]: [FoundToken]]
    /// Reference spellings end with `.value` (Style Dictionary's `{a.b.value}`).
    var dropValueSuffix = false
    /// The tool named in warnings.
    var tool = "Tokens Studio"

    init(_ tokens: [FoundToken], dropValueSuffix: Bool = false, tool: String = "Tokens Studio") {
        self.tool = tool
        var byPath: [[String]: [FoundToken]] = [:]
        for token in tokens { byPath[token.path, default: []].append(token) }
        tokensByPath = byPath
        self.dropValueSuffix = dropValueSuffix
    }

    /// What a token becomes: a value, or nothing with a warning (a type DTCG has no form for).
    enum Outcome {
        case value(ImportedValue)
        case skipped(Diagnostic)
    }

    /// Tokens Studio's type names (and DTCG's, which newer files use) → the DTCG type.
    static let types: [String: String] = [
        "color": "color",
        "dimension": "dimension", "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension",
        "borderWidth": "dimension", "fontSizes": "dimension", "fontSize": "dimension",
        "letterSpacing": "dimension", "paragraphSpacing": "dimension", "paragraphIndent": "dimension",
        "opacity": "number", "number": "number", "lineHeights": "number", "lineHeight": "number",
        "fontFamilies": "fontFamily", "fontFamily": "fontFamily",
        "fontWeights": "fontWeight", "fontWeight": "fontWeight",
        "duration": "duration", "cubicBezier": "cubicBezier",
        "typography": "typography", "boxShadow": "shadow", "shadow": "shadow", "border": "border",
        "boolean": "boolean", "text": "string", "other": "string", "string": "string",
    ]

    /// Font weight names → numbers, as CSS and DTCG define them (spaces, `-` and case ignored).
    static let weights: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]

    func outcome(of token: FoundToken) -> Result<Outcome, Diagnostic> {
        guard let studioType = token.type else {
            if let value = inferred(token) { return .success(.value(value)) }
            return .failure(token.source.error("the token has no type, and its value does not tell one"))
        }
        guard let type = Self.types[studioType] else {
            return .success(
                .skipped(token.source.warning("skipped: \(tool)'s \(studioType) tokens have no DTCG type")))
        }
        if let text = token.value.stringValue, let target = reference(text), modifier(of: token) == nil {
            return .success(.value(.alias(path: target, type: type)))
        }
        do throws(Diagnostic) {
            switch type {
            case "color": return .success(.value(.color(try color(token))))
            case "typography", "shadow", "border":
                return .success(.value(.dtcg(type: type, value: try composite(type, token.value, at: token.source))))
            case "boolean":
                switch token.value {
                case .bool(let flag): return .success(.value(.boolean(flag)))
                case .string("true"): return .success(.value(.boolean(true)))
                case .string("false"): return .success(.value(.boolean(false)))
                default: throw token.source.error("\(token.value.kindDescription) is not a boolean")
                }
            case "string":
                guard let text = token.value.stringValue else {
                    throw token.source.error("\(token.value.kindDescription) is not text")
                }
                return .success(.value(.string(text)))
            default:
                if type == "number", studioType.hasPrefix("lineHeight"), let text = token.value.stringValue,
                    Quantity(parsing: text)?.unit == "px"
                {
                    return .success(
                        .value(.dtcg(type: "dimension", value: try member("dimension", token.value, at: token.source))))
                }
                let value = try member(type, token.value, at: token.source)
                if case .number(let number) = value, type == "number" { return .success(.value(.number(number))) }
                return .success(.value(.dtcg(type: type, value: value)))
            }
        } catch {
            return .failure(error)
        }
    }

    /// Adds each layer's tokens to `theme` as read by ``outcome(of:)``: values to the layer,
    /// skipped types to the warnings, errors to `problems`.
    func add(
        _ layers: [(name: String, tokens: [FoundToken])], to theme: inout ImportedTheme, problems: inout [Diagnostic]
    ) {
        for layer in layers {
            theme.declareLayer(layer.name)
            for token in layer.tokens {
                switch outcome(of: token) {
                case .success(.value(let value)):
                    theme.add(
                        ImportedToken(
                            path: token.path, value: value, source: token.source, description: token.description),
                        to: layer.name)
                case .success(.skipped(let warning)): theme.warnings.append(warning)
                case .failure(let problem): problems.append(problem)
                }
            }
        }
    }

    /// A token without a type (Style Dictionary's usual case), typed by its value: a color
    /// string, a dimension (`16px`, `1rem`), a duration (`200ms`), a number, a flag or text.
    private func inferred(_ token: FoundToken) -> ImportedValue? {
        inferred(token, visited: [token.path])
    }

    /// ``inferred(_:)``, following references through the paths not yet `visited` (a token
    /// that refers to itself, or a circle of them, gives no type; the writer reports the circle).
    private func inferred(_ token: FoundToken, visited: Set<[String]>) -> ImportedValue? {
        switch token.value {
        case .number(let number): return .number(number)
        case .bool(let flag): return .boolean(flag)
        case .string(let text):
            if let target = reference(text) {
                return inferredType(of: target, visited: visited).map { .alias(path: target, type: $0) }
            }
            if let color = ColorText.css(text) { return .color(color) }
            if let quantity = Quantity(parsing: text) {
                switch quantity.unit {
                case "px", "rem":
                    return .dtcg(
                        type: "dimension",
                        value: ["value": .number(quantity.value), "unit": .string(quantity.unit ?? "px")])
                case "ms": return .dtcg(type: "duration", value: ["value": .number(quantity.value), "unit": "ms"])
                case "s": return .dtcg(type: "duration", value: ["value": .number(quantity.value), "unit": "s"])
                case nil: return .number(quantity.value)
                default: return .string(text)
                }
            }
            return .string(text)
        default: return nil
        }
    }

    /// The type an untyped reference's target gets; `nil` for a path already `visited`.
    private func inferredType(of path: [String], visited: Set<[String]>) -> String? {
        guard let target = tokensByPath[path]?.first, !visited.contains(path) else { return nil }
        if let type = target.type { return Self.types[type] }
        guard let value = inferred(target, visited: visited.union([path])) else { return nil }
        if case .alias(_, let type) = value { return type }
        return value.typeName
    }

    private func reference(_ text: String) -> [String]? {
        ReferenceText.whole(text.trimmingSpaces, droppingValueSuffix: dropValueSuffix)
    }

    // MARK: Simple values

    /// A member of a composite, or a simple token's value, as DTCG writes `type`; references
    /// stay references (DTCG allows them in composites).
    func member(_ type: String, _ value: JSONValue, at source: ImportSource) throws(Diagnostic) -> JSONValue {
        if let text = value.stringValue, let target = reference(text) {
            return .string(TokenPath.reference(target))
        }
        switch type {
        case "dimension":
            if case .object = value { return value }
            let quantity = try self.quantity(value, at: source)
            switch quantity.unit {
            case nil, "px": return ["value": .number(quantity.value), "unit": "px"]
            case "rem": return ["value": .number(quantity.value), "unit": "rem"]
            case "%" where quantity.value == 0: return ["value": 0, "unit": "px"]
            default:
                throw source.error(
                    "\(quantity.value)\(quantity.unit ?? "") cannot be a DTCG dimension, which is in px or rem")
            }
        case "number":
            let quantity = try self.quantity(value, at: source)
            switch quantity.unit {
            case nil: return .number(quantity.value)
            case "%": return .number(quantity.value / 100)
            default: throw source.error("\(quantity.value)\(quantity.unit ?? "") is not a plain number")
            }
        case "fontFamily":
            if case .array = value { return value }
            guard let text = value.stringValue else { throw source.error("a font family is text") }
            return .string(text)
        case "fontWeight":
            if case .number(let number) = value { return .number(number) }
            guard let text = value.stringValue else { throw source.error("a font weight is a number or a name") }
            if let number = Double(text) { return .number(number) }
            let key = text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
                .replacingOccurrences(of: "italic", with: "")
            guard let weight = Self.weights[key.isEmpty ? "regular" : key] else {
                throw source.error("\"\(text)\" is not a font weight name (Thin, Light, Regular, Medium, Bold, …)")
            }
            return .number(weight)
        case "color":
            if case .object = value { return value }
            guard let text = value.stringValue, let color = ColorText.css(text) else {
                throw source.error("\(value.stringValue.map { "\"\($0)\"" } ?? value.kindDescription) is not a color")
            }
            return ColorText.dtcg(color)
        case "duration", "cubicBezier":
            if let text = value.stringValue, let quantity = Quantity(parsing: text), type == "duration",
                quantity.unit == "ms" || quantity.unit == "s"
            {
                return ["value": .number(quantity.value), "unit": .string(quantity.unit ?? "ms")]
            }
            return value
        default:
            return value
        }
    }

    /// A number with a unit: written, an expression evaluated, or a reference followed.
    func quantity(_ value: JSONValue, at source: ImportSource) throws(Diagnostic) -> Quantity {
        switch value {
        case .number(let number): return Quantity(value: number, unit: nil)
        case .string(let text):
            if let quantity = Quantity(parsing: text) { return quantity }
            let math = TokenMath(reference: { path in self.resolvedQuantity(path, visited: []) })
            switch math.evaluate(text) {
            case .success(let quantity): return quantity
            case .failure(let error):
                throw source.error("cannot evaluate \(TextExcerpt.quoted(text)): \(error.message)")
            }
        default:
            throw source.error("\(value.kindDescription) is not a number")
        }
    }

    /// The one value every set gives the token at `path`, as a quantity.
    private func resolvedQuantity(_ path: [String], visited: Set<[String]>) -> Result<Quantity, TokenMath.MathError> {
        let name = TokenPath.reference(path)
        guard !visited.contains(path) else { return .failure(.init(message: "\(name) refers to itself")) }
        guard let tokens = tokensByPath[path], let first = tokens.first else {
            return .failure(.init(message: "\(name) names no token"))
        }
        if tokens.contains(where: { $0.value != first.value }) {
            return .failure(
                .init(message: "\(name) has different values in different sets, so the expression has no one value"))
        }
        switch first.value {
        case .number(let number): return .success(Quantity(value: number, unit: nil))
        case .string(let text):
            if let target = reference(text) { return resolvedQuantity(target, visited: visited.union([path])) }
            if let quantity = Quantity(parsing: text) { return .success(quantity) }
            let math = TokenMath(reference: { resolvedQuantity($0, visited: visited.union([path])) })
            return math.evaluate(text)
        default:
            return .failure(.init(message: "\(name) is \(first.value.kindDescription), not a number"))
        }
    }

    // MARK: Colors

    private func modifier(of token: FoundToken) -> JSONValue? {
        token.extensions?["studio.tokens"]?["modify"]
    }

    /// A color token's color: its literal or referenced color, with its modifier applied.
    private func color(_ token: FoundToken) throws(Diagnostic) -> Color {
        var base: Color
        if let text = token.value.stringValue, let target = reference(text) {
            base = try resolvedColor(target, visited: [token.path], at: token.source)
        } else if case .object = token.value, let color = try? Color(dtcg: token.value) {
            base = color
        } else if let text = token.value.stringValue, let color = ColorText.css(text) {
            base = color
        } else {
            throw token.source.error(
                "\(token.value.stringValue.map { "\"\($0)\"" } ?? token.value.kindDescription) is not a color (hex, rgb(), hsl())"
            )
        }
        if let modify = modifier(of: token) {
            base = try colorModifier(modify, at: token.source).applied(to: base)
        }
        return ColorText.representable(base)
    }

    private func resolvedColor(
        _ path: [String], visited: Set<[String]>, at source: ImportSource
    ) throws(Diagnostic) -> Color {
        let name = TokenPath.reference(path)
        guard let tokens = tokensByPath[path], let first = tokens.first, !visited.contains(path) else {
            throw source.error("the color modifier's color \(name) names no token (or refers to itself)")
        }
        if tokens.contains(where: { $0.value != first.value || $0.extensions != first.extensions }) {
            throw source.error(
                "\(name) has different values in different sets, so its modified color has no one value")
        }
        return try color(
            FoundToken(
                path: path, type: "color", value: first.value, description: nil, extensions: first.extensions,
                source: source))
    }

    private func colorModifier(_ json: JSONValue, at source: ImportSource) throws(Diagnostic) -> ColorModifier {
        guard let typeName = json["type"]?.stringValue else { throw source.error("the color modifier has no type") }
        guard let kind = ColorModifier.Kind(rawValue: typeName) else {
            throw source.error(
                "the color modifier's type \"\(typeName)\" is not one Livery evaluates (\(ColorModifier.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        let spaceName = json["space"]?.stringValue?.lowercased() ?? "srgb"
        guard let space = ColorModifier.spaces[spaceName] else {
            throw source.error("the color modifier's space \"\(spaceName)\" is not one of srgb, hsl, lch, p3")
        }
        guard let amountValue = json["value"] else { throw source.error("the color modifier has no value") }
        let amount = try quantity(amountValue, at: source)
        guard amount.unit == nil || amount.unit == "%", amount.value.isFinite else {
            throw source.error("the color modifier's value is a plain number or a percentage")
        }
        let fraction = amount.unit == "%" ? amount.value / 100 : amount.value
        var other: Color?
        if kind == .mix {
            guard let text = json["color"]?.stringValue else { throw source.error("a mix modifier needs a color") }
            if let target = reference(text) {
                other = try resolvedColor(target, visited: [], at: source)
            } else {
                guard let color = ColorText.css(text) else { throw source.error("\"\(text)\" is not a color") }
                other = color
            }
        }
        return ColorModifier(kind: kind, amount: min(max(fraction, 0), 1), space: space, other: other)
    }

    // MARK: Composites

    private static let typographyMembers: [(studio: String, dtcg: String, type: String)] = [
        ("fontFamily", "fontFamily", "fontFamily"), ("fontWeight", "fontWeight", "fontWeight"),
        ("fontSize", "fontSize", "dimension"), ("lineHeight", "lineHeight", "number"),
        ("letterSpacing", "letterSpacing", "dimension"),
    ]

    private func composite(_ type: String, _ value: JSONValue, at source: ImportSource) throws(Diagnostic) -> JSONValue
    {
        switch type {
        case "typography":
            guard case .object(let object) = value else { throw source.error("a typography value is an object") }
            var out = JSONObject()
            for member in Self.typographyMembers {
                guard let written = object[member.studio] else {
                    if member.dtcg == "letterSpacing" {
                        out[member.dtcg] = ["value": 0, "unit": "px"]
                        continue
                    }
                    throw source.error("the typography has no \(member.studio), which DTCG requires")
                }
                if member.dtcg == "lineHeight", let text = written.stringValue, Quantity(parsing: text)?.unit == "px" {
                    throw source.error(
                        "the line height \(text) is in px; DTCG's typography takes a multiple of the font size")
                }
                out[member.dtcg] = try self.member(member.type, written, at: source)
            }
            return .object(out)
        case "shadow":
            if case .array(let layers) = value {
                var out: [JSONValue] = []
                for layer in layers { out.append(try shadow(layer, at: source)) }
                return .array(out)
            }
            return try shadow(value, at: source)
        default: // border
            guard case .object(let object) = value else { throw source.error("a border value is an object") }
            guard let color = object["color"], let width = object["width"] else {
                throw source.error("a border needs a color and a width")
            }
            return [
                "color": try member("color", color, at: source), "width": try member("dimension", width, at: source),
                "style": .string(object["style"]?.stringValue ?? "solid"),
            ]
        }
    }

    private func shadow(_ value: JSONValue, at source: ImportSource) throws(Diagnostic) -> JSONValue {
        guard case .object(let object) = value else { throw source.error("a shadow is an object") }
        guard let color = object["color"] else { throw source.error("a shadow needs a color") }
        var out = JSONObject()
        out["color"] = try member("color", color, at: source)
        for (studio, dtcg) in [("x", "offsetX"), ("y", "offsetY"), ("blur", "blur"), ("spread", "spread")] {
            out[dtcg] = try member("dimension", object[studio] ?? object[dtcg] ?? .number(0), at: source)
        }
        if object["type"]?.stringValue == "innerShadow" { out["inset"] = .bool(true) }
        return .object(out)
    }
}
