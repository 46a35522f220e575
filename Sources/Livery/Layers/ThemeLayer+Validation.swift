import Foundation
import LiveryCore

/// A layer checked against a base source: keys are selections, tokens are IDs.
struct ValidatedLayer: Sendable {
    struct Entry: Sendable {
        /// The (modifier, context) pairs an input must have for the entry to apply.
        let selection: [(modifier: String, context: String)]
        let tokens: [(id: TokenID, token: ResolvedToken)]

        func applies(to input: ResolverInput) -> Bool {
            selection.allSatisfy { input[$0.modifier] == $0.context }
        }
    }

    /// Least specific first, so more specific entries are laid over them.
    let entries: [Entry]
}

extension ThemeLayer {
    /// Checks every key and token against `base`: known modifiers and contexts, known
    /// tokens, the base's type for each token.
    ///
    /// - Throws: ``ThemeLayerError`` with every problem found.
    func validated(against base: any ThemeSource, themeModifier: String) throws(ThemeLayerError) -> ValidatedLayer {
        var problems: [Diagnostic] = []
        let types = LayerBaseTypes(base)
        var entries: [(order: Int, entry: ValidatedLayer.Entry)] = []
        for (order, entry) in self.entries.enumerated() {
            let selection: [(modifier: String, context: String)]
            switch LayerKey.selection(entry.key, modifiers: base.modifiers, themeModifier: themeModifier) {
            case .success(let s): selection = s
            case .failure(let problem):
                problems.append(.error(problem.message, path: entry.key))
                continue
            }
            var tokens: [(id: TokenID, token: ResolvedToken)] = []
            for name in entry.tokens.keys.sorted() {
                guard let written = entry.tokens[name] else { continue }
                let path = "\(entry.key)/\(name)"
                guard let id = base.names.id(for: name) else {
                    problems.append(.error("the base theme has no token \(name)", path: path))
                    continue
                }
                let token = types.conformed(written, to: id)
                if let expected = types.type(of: id), expected != token.type, !(types.isImage(id) && token.isImage) {
                    problems.append(.error("the base token is a \(expected), the override a \(token.type)", path: path))
                    continue
                }
                tokens.append((id, token))
            }
            entries.append((order, ValidatedLayer.Entry(selection: selection, tokens: tokens)))
        }
        guard problems.isEmpty else { throw ThemeLayerError(problems) }
        let sorted = entries.sorted { ($0.entry.selection.count, $0.order) < ($1.entry.selection.count, $1.order) }
        return ValidatedLayer(entries: sorted.map(\.entry))
    }
}

/// The type of each base token, read from the default combination first and from the
/// others only for names it lacks, and whether it names an image.
struct LayerBaseTypes: Sendable {
    private let names: TokenNameTable
    private var types: [TokenType?]
    private var images: [Bool]

    init(_ base: any ThemeSource) {
        names = base.names
        types = Array(repeating: nil, count: base.names.count)
        images = Array(repeating: false, count: base.names.count)
        var missing = base.names.count
        for input in [base.defaultInput] + base.allInputs where missing > 0 {
            guard let theme = try? base.theme(for: input) else { continue }
            for i in types.indices where types[i] == nil {
                if let token = theme[TokenID(rawValue: Int32(i))] {
                    types[i] = token.type
                    images[i] = token.isImage
                    missing -= 1
                }
            }
        }
    }

    func type(of id: TokenID) -> TokenType? { types.indices.contains(id.index) ? types[id.index] : nil }

    /// The type of the base token named `name`; `nil` when the base has no such token.
    func type(of name: String) -> TokenType? { names.id(for: name).flatMap(type(of:)) }

    /// Whether the base token names an image (`ResolvedToken/isImage`).
    func isImage(_ id: TokenID) -> Bool { images.indices.contains(id.index) && images[id.index] }

    /// `token` in the base token's form: an image given as a plain or typed string becomes the
    /// base's image token (see `ImageToken`).
    func conformed(_ token: ResolvedToken, to id: TokenID) -> ResolvedToken {
        guard isImage(id), !token.isImage || token.type != type(of: id) else { return token }
        switch token.value {
        case .fontFamily(let names) where names.count == 1: return .image(names[0], description: token.description)
        case .opaque(.string(let name)): return .image(name, description: token.description)
        default: return token
        }
    }
}

/// Reads layer keys (`dark`, `high`, `theme=dark,contrast=high`, `*`) in ``ContextSelector``'s
/// grammar; a bare context several modifiers have goes to the appearance modifier.
enum LayerKey {
    static func selection(
        _ key: String, modifiers: [ModifierDescription], themeModifier: String
    ) -> Result<[(modifier: String, context: String)], LayerValueProblem> {
        do throws(ContextSelectorError) {
            return .success(try ContextSelector(parsing: key).resolved(in: modifiers, preferring: themeModifier))
        } catch {
            return .failure(LayerValueProblem("\(error)"))
        }
    }
}
