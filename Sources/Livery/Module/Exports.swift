// `import Livery` is the one import an app writes: the engine's API takes and returns
// LiveryCore's types (`Resolver`, `Color`, `ResolvedToken`, `Diagnostic`), so they come with it.
@_exported import LiveryCore
