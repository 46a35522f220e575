import LiveryCore

extension ImporterRegistry {
    /// The registry of ``Importer/all``, the built-in formats.
    ///
    /// Built without an error path: the built-in ids are distinct by construction (a test
    /// checks it), and a repeated one would stop the program at its first use, naming the id —
    /// a programming error, not something a user's input can cause.
    public static let builtIn: ImporterRegistry = {
        do throws(Diagnostic) {
            return try ImporterRegistry(Importer.all)
        } catch {
            preconditionFailure("Importer.all: \(error)")
        }
    }()
}
