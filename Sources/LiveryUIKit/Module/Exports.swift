#if canImport(UIKit)
    // `import LiveryUIKit` is the one import a UIKit app writes: it brings the engine (and
    // through it LiveryCore) along with the conformances that make every `UIView` themeable.
    @_exported import Livery
#endif
