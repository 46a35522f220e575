import LiveryCore

extension ThemeLayer {
    /// Reads a layer from its JSON text.
    ///
    /// - Throws: ``ThemeLayerError`` listing every problem (with its key and token).
    public init(json text: String) throws(ThemeLayerError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw ThemeLayerError([.error("not JSON: \(error)")])
        }
        try self.init(json: value)
    }

    /// Reads a layer from its JSON form; each token is `{"type": …, "value": …}` (`$type`
    /// and `$value` are accepted too).
    ///
    /// - Throws: ``ThemeLayerError`` listing every problem.
    public init(json: JSONValue) throws(ThemeLayerError) {
        let (layer, problems) = ThemeLayer.read(json)
        guard problems.isEmpty else { throw ThemeLayerError(problems) }
        self = layer
    }

    /// Reads a layer whose tokens may also be bare values, each typed by the token of the
    /// same name in `base`: a flat map of token names to hex strings is a layer.
    ///
    /// ```swift
    /// let base = ThemeTable(contexts: ["light": ["color.background": ResolvedToken(type: .color, value: .color(.white))]])
    /// let layer = try ThemeLayer(json: ##"{"dark": {"color.background": "#1b1b1d"}}"##, base: base)
    /// ```
    ///
    /// - Throws: ``ThemeLayerError`` listing every problem.
    public init(json text: String, base: some ThemeSource) throws(ThemeLayerError) {
        let (layer, problems) = ThemeLayer.read(text: text, base: base)
        guard problems.isEmpty else { throw ThemeLayerError(problems) }
        self = layer
    }

    /// Reads a layer's JSON form whose tokens may be bare values typed by `base` (see
    /// ``init(json:base:)-(String,_)``).
    ///
    /// - Throws: ``ThemeLayerError`` listing every problem.
    public init(json: JSONValue, base: some ThemeSource) throws(ThemeLayerError) {
        let (layer, problems) = ThemeLayer.read(json, base: base)
        guard problems.isEmpty else { throw ThemeLayerError(problems) }
        self = layer
    }

    /// Reads what can be read: the tokens whose values parse, and a problem for each other.
    ///
    /// - Parameter base: types the bare values; without it every token must be an object.
    static func read(_ json: JSONValue, base: (any ThemeSource)? = nil) -> (layer: ThemeLayer, problems: [Diagnostic]) {
        read(json, types: base.map(LayerBaseTypes.init))
    }

    /// Reads what can be read, bare values typed by `types` (see ``read(_:base:)``).
    static func read(_ json: JSONValue, types baseTypes: LayerBaseTypes?) -> (layer: ThemeLayer, problems: [Diagnostic])
    {
        guard let root = json.objectValue else {
            return (ThemeLayer(entries: []), [.error("expected an object of contexts, found \(json.kindDescription)")])
        }
        var problems: [Diagnostic] = []
        var entries: [Entry] = []
        for (key, body) in root {
            guard let members = body.objectValue else {
                problems.append(.error("expected an object of tokens, found \(body.kindDescription)", path: key))
                continue
            }
            var tokens: [String: ResolvedToken] = [:]
            for (name, tokenJSON) in members {
                switch LayerTokenCodec.decode(tokenJSON, baseType: baseTypes?.type(of: name)) {
                case .success(let token): tokens[name] = token
                case .failure(let problem): problems.append(.error(problem.message, path: "\(key)/\(name)"))
                }
            }
            entries.append(Entry(key: key, tokens: tokens))
        }
        return (ThemeLayer(entries: entries), problems)
    }

    /// Reads a layer from JSON text, keeping what parses (for reports of every problem).
    static func read(text: String, base: (any ThemeSource)? = nil) -> (layer: ThemeLayer, problems: [Diagnostic]) {
        do {
            return read(try JSONParser.parse(text), base: base)
        } catch {
            return (ThemeLayer(entries: []), [.error("not JSON: \(error)")])
        }
    }
}
