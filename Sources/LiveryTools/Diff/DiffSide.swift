import LiveryCore

/// One side of `livery diff` to load: a resolver or token file, read through a loader (the
/// file system, or a git revision), and the label the output names it by.
package struct DiffSide: Sendable {
    package var path: String
    package var label: String
    package var loader: FileLoader

    package init(path: String, label: String, loader: FileLoader = .fileSystem) {
        self.path = path
        self.label = label
        self.loader = loader
    }

    /// Both sides' sources, loaded side by side; every finding of either side when one fails.
    package static func load(
        _ old: DiffSide, _ new: DiffSide, mode: ValidationMode
    ) throws(DiagnosticsError) -> (old: Resolver, new: Resolver) {
        let sides = [old, new]
        let loaded = ParallelMap.run(sides.count) { index -> Result<Resolver, DiagnosticsError> in
            do throws(DiagnosticsError) {
                return .success(
                    try TokenValidation.source(for: [sides[index].path], mode: mode, loader: sides[index].loader))
            } catch {
                return .failure(error)
            }
        }
        switch (loaded[0], loaded[1]) {
        case (.success(let old), .success(let new)): return (old, new)
        case (.failure(let a), .failure(let b)): throw DiagnosticsError(a.diagnostics + b.diagnostics)
        case (.failure(let error), _), (_, .failure(let error)): throw error
        }
    }
}
