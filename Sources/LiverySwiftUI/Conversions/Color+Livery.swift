#if canImport(SwiftUI)
    import SwiftUI
    import LiveryCore

    extension SwiftUI.Color {
        /// A SwiftUI color from a Livery color: sRGB when it fits, else Display P3.
        public init(livery color: LiveryCore.Color) {
            let (space, c) = color.platformComponents
            self.init(space, red: c.x, green: c.y, blue: c.z, opacity: color.alpha)
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension SwiftUI.Color.Resolved {
        /// A resolved color from a Livery color: sRGB when it fits, else Display P3.
        public init(livery color: LiveryCore.Color) {
            let (space, c) = color.platformComponents
            self.init(
                colorSpace: space, red: Float(c.x), green: Float(c.y), blue: Float(c.z), opacity: Float(color.alpha))
        }
    }

    extension LiveryCore.Color {
        /// The space and components a SwiftUI color is made with: sRGB when the color fits,
        /// else Display P3, gamut-mapped.
        var platformComponents: (SwiftUI.Color.RGBColorSpace, (x: Double, y: Double, z: Double)) {
            if isInGamut(.srgb) {
                let c = converted(to: .srgb).componentsWithMissingAsZero
                return (.sRGB, (c.x, c.y, c.z))
            }
            let c = gamutMapped(to: .displayP3).componentsWithMissingAsZero
            return (.displayP3, (c.x, c.y, c.z))
        }
    }

    /// What a failed lookup shows.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    enum Placeholder {
        /// Magenta in debug builds, where a missing token must be seen; clear in release
        /// builds (the failure is reported either way).
        static var resolvedColor: SwiftUI.Color.Resolved {
            #if DEBUG
                SwiftUI.Color.Resolved(colorSpace: .sRGB, red: 1, green: 0, blue: 1, opacity: 1)
            #else
                SwiftUI.Color.Resolved(colorSpace: .sRGB, red: 0, green: 0, blue: 0, opacity: 0)
            #endif
        }

        static var color: SwiftUI.Color { SwiftUI.Color(resolvedColor) }

        /// A dashed question mark, in every build.
        @MainActor static var image: Image { Image(systemName: "questionmark.square.dashed") }
    }
#endif
