import LiveryCore
import LiveryTools

/// One `--anchor` value of `livery derive`: `<token>=<color>`, the color as `livery color`
/// reads it (`#161616`, a DTCG color object) or a reference whose color it takes — a shared
/// palette step (`{palette.gray.100}`) or a step of the dark palette the target defines and
/// derive keeps (no `--overwrite`).
///
/// ```
/// --anchor color.page=#161616
/// --anchor color.page={palette.gray.100}
/// ```
struct AnchorInput {
    enum Value {
        case color(Color)
        case reference(String)
    }

    /// The token anchored.
    var token: String
    var value: Value

    /// The values of `option`, in order.
    ///
    /// - Throws: ``ParseError/invalid(_:)`` for a value without `=` or a token, an unreadable
    ///   color, or a token anchored twice.
    static func parse(_ values: [String], option: String) throws(ParseError) -> [AnchorInput] {
        var anchors: [AnchorInput] = []
        for text in values {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw .invalid("\(option) expects <token>=<color>, got \(TextExcerpt.quoted(text, quote: "'"))")
            }
            let (token, value) = (parts[0], parts[1])
            guard !anchors.contains(where: { $0.token == token }) else {
                throw .invalid("\(option) gives \(TextExcerpt.quoted(token, quote: "'")) more than once")
            }
            if let name = reference(value) {
                anchors.append(AnchorInput(token: token, value: .reference(name)))
                continue
            }
            do throws(ColorInputError) {
                anchors.append(AnchorInput(token: token, value: .color(try ColorInput.parse(value))))
            } catch {
                throw .invalid("\(option) \(TextExcerpt.quoted(token, quote: "'")): \(error)")
            }
        }
        return anchors
    }

    /// The name `{name}` refers to; `nil` for anything else (a DTCG color object starts with
    /// `{"`).
    static func reference(_ text: String) -> String? {
        guard text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let name = text.dropFirst().dropLast()
        return name.contains(where: { "{}\":, ".contains($0) }) ? nil : String(name)
    }

    /// Each anchor's color: given, or that of the token it refers to — a token the same in
    /// every context (a shared palette step), or one the target defines and derive keeps (a
    /// step of the dark palette the designers made, without `overwrite`).
    ///
    /// - Throws: an error per reference naming no color token of the source, or one derive
    ///   writes (its color in the target is not known until derived); the anchored token is
    ///   the path.
    static func colors(
        _ anchors: [AnchorInput], in input: DeriveInput, overwrite: Bool, option: String
    ) throws(DiagnosticsError) -> [String: Color] {
        var colors: [String: Color] = [:]
        var problems: [Diagnostic] = []
        for anchor in anchors {
            switch anchor.value {
            case .color(let color):
                colors[anchor.token] = color
            case .reference(let name):
                let prefix = "\(option) \(anchor.token): {\(name)}"
                guard let color = input.source[name]?.value.color else {
                    problems.append(.error("\(prefix) names no color token of the source context", path: anchor.token))
                    continue
                }
                guard let derived = input.derivedToken(for: name) else {
                    colors[anchor.token] = color
                    continue
                }
                if input.keepsTarget(derived, overwrite: overwrite), let kept = input.target?[derived]?.value.color {
                    colors[anchor.token] = kept
                } else {
                    problems.append(
                        .error(
                            "\(prefix) is derived too, so its color in the target is not known yet; give a color",
                            path: anchor.token))
                }
            }
        }
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
        return colors
    }
}
