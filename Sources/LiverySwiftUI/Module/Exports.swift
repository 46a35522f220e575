#if canImport(SwiftUI)
    // `import LiverySwiftUI` is the one import a SwiftUI app writes: it brings the engine (and
    // through it LiveryCore) — `ThemeManager`, `TokenName`, `AppearancePreference` — along with
    // the root, styles and lookups.
    @_exported import Livery
#endif
