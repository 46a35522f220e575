import LiveryCore

/// Invariants a harness checks on top of "does not crash". A broken invariant stops the run
/// like a crash, so libFuzzer saves the input (`crash-…`) and minimises it.
public enum FuzzCheck {
    /// Traps with `message` when `condition` is false.
    public static func expect(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
    ) {
        if !condition() { fatalError("fuzz invariant broken: \(message())") }
    }

    /// Renders every diagnostic, as the CLI would print them (so rendering runs on every input).
    public static func render(_ diagnostics: [Diagnostic]) {
        var characters = 0
        for diagnostic in diagnostics { characters &+= diagnostic.description.utf8.count }
        blackHole(characters)
    }

    /// Keeps a computed value alive so the optimizer does not drop the work that made it.
    @inline(never)
    public static func blackHole<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }
}
