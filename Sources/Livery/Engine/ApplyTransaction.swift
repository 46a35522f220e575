/// How the engine wraps the passes that write a change into many targets at once — a switch
/// or any other rebuild, and the re-scoped targets of an override change — so that platform
/// glue can group their writes: LiveryUIKit runs them in one Core Animation transaction
/// without implicit animations once a layer is bound, so layer colors change with the frame
/// instead of fading in over a quarter of a second.
package struct ApplyTransaction: Sendable {
    /// Runs `pass` once, at once, inside whatever the transaction sets up.
    package let run: @MainActor @Sendable (_ pass: () -> Void) -> Void

    /// A transaction of your own: `run` must call the pass it is given once, before returning.
    package init(run: @escaping @MainActor @Sendable (_ pass: () -> Void) -> Void) {
        self.run = run
    }

    /// The pass as it is: what an engine without platform glue runs.
    package static let direct = ApplyTransaction { pass in pass() }
}
