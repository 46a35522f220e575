extension Color {
    /// Opaque sRGB white, `#ffffff`.
    ///
    /// ```swift
    /// Color.white.hex   // "#ffffff"
    /// ```
    public static let white = Color(.srgb, 1, 1, 1)

    /// Opaque sRGB black, `#000000`.
    public static let black = Color(.srgb, 0, 0, 0)

    /// Fully transparent sRGB black, `#00000000` (CSS `transparent`).
    public static let clear = Color(.srgb, 0, 0, 0, alpha: 0)

    /// Creates an opaque or translucent sRGB color from components in 0…1.
    ///
    /// ```swift
    /// Color(red: 1, green: 0.5, blue: 0).hex   // "#ff8000"
    /// ```
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(.srgb, red, green, blue, alpha: alpha)
    }

    /// Creates an opaque sRGB grey of the given brightness in 0…1 (0 black, 1 white).
    public init(white: Double, alpha: Double = 1) {
        self.init(.srgb, white, white, white, alpha: alpha)
    }
}
