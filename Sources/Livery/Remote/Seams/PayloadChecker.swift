import LiveryCore

/// The checks behind ``ThemeLayerValidator/against(base:)``: each entry of a decoded layer
/// names one of the base's combinations exactly, and each token exists there with the same
/// type (an image token may be given as an image or a font-family string).
struct PayloadChecker: Sendable {
    private let base: any ThemeSource
    /// The base's combinations by layer key, not resolved: a payload's keys resolve only the
    /// combinations they name, so a checker over thousands of combinations costs nothing
    /// until a payload arrives, and then what that payload touches.
    private let inputs: [String: ResolverInput]

    init(base: any ThemeSource) {
        self.base = base
        var inputs: [String: ResolverInput] = [:]
        for input in base.allInputs { inputs[input.description] = input }
        self.inputs = inputs
    }

    func problems(in layer: ThemeLayer) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for entry in layer.entries {
            guard let theme = inputs[entry.key].flatMap({ try? base.theme(for: $0) }) else {
                problems.append(.error("the base theme has no combination \"\(entry.key)\"", path: entry.key))
                continue
            }
            for name in entry.tokens.keys.sorted() {
                guard let token = entry.tokens[name] else { continue }
                let path = "\(entry.key)/\(name)"
                guard let baseToken = theme[name] else {
                    problems.append(.error("unknown token: the base theme has no \"\(name)\"", path: path))
                    continue
                }
                guard baseToken.type == token.type || (baseToken.isImage && Self.namesOneAsset(token)) else {
                    problems.append(
                        .error(
                            "type mismatch: the base token is \(baseToken.type), the layer says \(token.type)",
                            path: path))
                    continue
                }
            }
        }
        return problems
    }

    /// An image, or one font-family string: what an image token may be given as.
    private static func namesOneAsset(_ token: ResolvedToken) -> Bool {
        if token.isImage { return true }
        if case .fontFamily(let names) = token.value { return names.count == 1 }
        return false
    }
}
