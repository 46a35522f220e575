import LiveryCore

/// What `livery derive` reads: the source context's resolved tokens, which of them are
/// references, and what the target context already defines.
///
/// A resolver knows more than a resolved theme does — which tokens are written as references
/// and which names a context's own files define — so it is passed in explicitly:
///
/// ```swift
/// let input = try DeriveInput(source: table, from: "light", to: "dark",
///                             sourceAliases: ["color.text.link": "color.brand"])
/// ```
public struct DeriveInput: Sendable {
    /// The source context, resolved.
    public var source: ResolvedTheme
    /// The combination the derived context stands for (the source's, with `to` chosen).
    public var targetInput: ResolverInput
    /// The target context as it exists now, if it does.
    public var target: ResolvedTheme?
    /// Tokens written as a reference in the source context: name → the name referred to.
    public var sourceAliases: [String: String]
    /// Tokens written as a reference in the target context: name → the name referred to.
    public var targetAliases: [String: String]
    /// The names the derived file covers (the source context's own tokens); `nil` means every
    /// color token of ``source``. A reference to a name outside the scope is baked into a
    /// derived literal, since the referred token cannot change per context.
    public var scope: Set<String>?
    /// The names the target context's own files define; `nil` means every token of ``target``.
    public var targetDefined: Set<String>?

    /// An input from resolved themes: the `source` combination, the `target` one (when it exists), the aliases each
    /// writes, the tokens in scope and those the target defines.
    public init(
        source: ResolvedTheme, targetInput: ResolverInput, target: ResolvedTheme? = nil,
        sourceAliases: [String: String] = [:], targetAliases: [String: String] = [:], scope: Set<String>? = nil,
        targetDefined: Set<String>? = nil
    ) {
        self.source = source
        self.targetInput = targetInput
        self.target = target
        self.sourceAliases = sourceAliases
        self.targetAliases = targetAliases
        self.scope = scope
        self.targetDefined = targetDefined
    }

    /// Picks the source and target themes of `source` by context name.
    ///
    /// `from` and `to` are context names (`light`) or `modifier=context` (`theme=light`); the
    /// other modifiers take their contexts from `at` (e.g. `contrast=high`), else their
    /// defaults. The target context need not exist yet.
    ///
    /// - Throws: `DiagnosticsError` when `from` and `to` are not two contexts of one modifier
    ///   (see ``DeriveContexts``), or the source cannot be resolved.
    public init(
        source: any ThemeSource, from: String, to: String, at others: ResolverInput = ResolverInput([]),
        sourceAliases: [String: String] = [:], targetAliases: [String: String] = [:], scope: Set<String>? = nil,
        targetDefined: Set<String>? = nil
    ) throws(DiagnosticsError) {
        let contexts: DeriveContexts
        do throws(DeriveContextsError) {
            contexts = try DeriveContexts(from: from, to: to, in: source.modifiers)
        } catch {
            throw DiagnosticsError([.error(error.description)])
        }
        let (modifier, fromContext, toContext) = (contexts.modifier, contexts.from, contexts.to)
        let defaults = source.defaultInput.selections
        func input(_ context: String) -> ResolverInput {
            ResolverInput(
                defaults.map { ($0.modifier, $0.modifier == modifier ? context : others[$0.modifier] ?? $0.context) })
        }
        let sourceTheme: ResolvedTheme
        do {
            sourceTheme = try source.theme(for: input(fromContext))
        } catch let error as DiagnosticsError {
            throw error
        } catch {
            throw DiagnosticsError([.error("cannot resolve \(input(fromContext)): \(error)")])
        }
        let targetInput = input(toContext)
        self.init(
            source: sourceTheme, targetInput: targetInput,
            target: contexts.targetExists ? try? source.theme(for: targetInput) : nil,
            sourceAliases: sourceAliases, targetAliases: targetAliases, scope: scope, targetDefined: targetDefined)
    }
}

extension DeriveInput {
    /// The token of the derived file that `name` stands for: itself when in scope, else the
    /// first derived token its references reach (16 deep at most); `nil` when they reach none
    /// (a shared palette step).
    package func derivedToken(for name: String) -> String? {
        guard let scope, !scope.contains(name) else { return name }
        return DerivationPlan.derivedEnd(of: name, aliases: sourceAliases, in: scope)
    }

    /// The name of the context derived (`dark`): the target's context of the modifier it
    /// changes; `nil` when the two combinations are the same.
    package var targetContext: String? {
        source.input.selections.first { targetInput[$0.modifier] != $0.context }.flatMap { targetInput[$0.modifier] }
    }

    /// Whether derive keeps the target's own value of `name`: the target defines a color there
    /// and `overwrite` is off.
    package func keepsTarget(_ name: String, overwrite: Bool) -> Bool {
        guard !overwrite, let target, target[name]?.value.color != nil else { return false }
        return targetDefined?.contains(name) ?? true
    }
}
