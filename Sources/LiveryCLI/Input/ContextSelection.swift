import LiveryCore

/// Modifier contexts chosen on the command line (`--input theme=dark --input contrast=high`).
///
/// Parsing only checks the `modifier=context` shape; whether the names exist is known once the
/// resolver is loaded, and ``problem(in:)`` says so in a message listing the valid names.
struct ContextSelection: Sendable, Hashable {
    /// The chosen contexts, in the order given; a modifier appears at most once.
    var choices: [(modifier: String, context: String)]

    static func == (lhs: ContextSelection, rhs: ContextSelection) -> Bool {
        lhs.choices.map(\.modifier) == rhs.choices.map(\.modifier)
            && lhs.choices.map(\.context) == rhs.choices.map(\.context)
    }

    func hash(into hasher: inout Hasher) {
        for choice in choices {
            hasher.combine(choice.modifier)
            hasher.combine(choice.context)
        }
    }

    /// Reads `modifier=context` words given to `option` (spelled `--input`, say).
    ///
    /// - Throws: ``ParseError/invalid(_:)`` for a word without `=` or with an empty side, or a
    ///   modifier chosen twice.
    init(parsing words: [String], option: String) throws(ParseError) {
        choices = []
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw .invalid("\(option) expects modifier=context, got '\(word)'")
            }
            let modifier = String(parts[0])
            if choices.contains(where: { $0.modifier == modifier }) {
                throw .invalid("\(option) chooses a context for '\(modifier)' twice")
            }
            choices.append((modifier, String(parts[1])))
        }
    }

    /// What is wrong with the choices for a source with `modifiers`, naming the valid choices;
    /// `nil` when every modifier and context exists.
    func problem(in modifiers: [ModifierDescription]) -> String? {
        for (modifier, context) in choices {
            guard let found = modifiers.first(where: { $0.name == modifier }) else {
                let known = modifiers.map(\.name)
                return "unknown modifier '\(modifier)'; "
                    + (known.isEmpty ? "the source has no modifiers" : "modifiers: \(known.joined(separator: ", "))")
            }
            if !found.contexts.contains(context) {
                return "modifier '\(modifier)' has no context '\(context)'; contexts: \(found.contexts.joined(separator: ", "))"
            }
        }
        return nil
    }

    /// The chosen contexts as a dictionary (modifier → context).
    var contexts: [String: String] {
        Dictionary(choices.map { ($0.modifier, $0.context) }, uniquingKeysWith: { _, last in last })
    }

    /// The source's default input with the chosen contexts in place of the defaults.
    func input(for source: some ThemeSource) -> ResolverInput {
        let chosen = contexts
        return ResolverInput(source.defaultInput.selections.map { ($0.modifier, chosen[$0.modifier] ?? $0.context) })
    }

    /// Every combination of the source's contexts that agrees with the choices.
    func allInputs(for source: some ThemeSource) -> [ResolverInput] {
        let chosen = contexts
        return source.allInputs.filter { input in chosen.allSatisfy { input[$0.key] == $0.value } }
    }
}
