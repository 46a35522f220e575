import LiveryCore

/// Modifier contexts chosen on the command line (`--input theme=dark --input high`), each word
/// in ``ContextSelector``'s grammar.
///
/// Parsing only checks the grammar; whether the names exist is known once the resolver is
/// loaded, and ``problem(in:)`` says so in a message listing the valid names.
struct ContextSelection: Sendable, Hashable {
    /// The conditions of every word, in the order given.
    var selector: ContextSelector

    /// Reads the words given to `option` (spelled `--input`, say).
    ///
    /// - Throws: ``ParseError/invalid(_:)`` for a word outside the grammar, or a modifier (or
    ///   bare context) chosen twice.
    init(parsing words: [String], option: String) throws(ParseError) {
        do throws(ContextSelectorError) {
            var conditions: [ContextSelector.Condition] = []
            for word in words { conditions += try ContextSelector(parsing: word).conditions }
            selector = try ContextSelector(checking: conditions)
        } catch {
            throw .invalid("\(option): \(error)")
        }
    }

    /// What is wrong with the choices for a source with `modifiers`, naming the valid choices;
    /// `nil` when every modifier and context exists.
    func problem(in modifiers: [ModifierDescription]) -> String? {
        do throws(ContextSelectorError) {
            _ = try selector.resolved(in: modifiers)
            return nil
        } catch {
            return error.description
        }
    }

    /// The chosen contexts (modifier → context); choices ``problem(in:)`` reports are left out.
    func contexts(in modifiers: [ModifierDescription]) -> [String: String] {
        let pairs = (try? selector.resolved(in: modifiers)) ?? []
        return Dictionary(pairs.map { ($0.modifier, $0.context) }, uniquingKeysWith: { _, last in last })
    }

    /// The chosen context of each modifier, or its declared default. A modifier with neither is
    /// left out, so the source reports it (the resolver module requires an input to choose a
    /// context for every modifier that has no default): never its first context in silence.
    func input(for source: some ThemeSource) -> ResolverInput {
        let chosen = contexts(in: source.modifiers)
        return ResolverInput(
            source.modifiers.compactMap { modifier in
                (chosen[modifier.name] ?? modifier.defaultContext).map { (modifier.name, $0) }
            })
    }

    /// Every combination of the source's contexts that agrees with the choices.
    func allInputs(for source: some ThemeSource) -> [ResolverInput] {
        let chosen = contexts(in: source.modifiers)
        return source.allInputs.filter { input in chosen.allSatisfy { input[$0.key] == $0.value } }
    }
}
