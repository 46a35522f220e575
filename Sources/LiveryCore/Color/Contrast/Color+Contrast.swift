import Foundation

extension Color {
    /// WCAG 2.x relative luminance of the color in sRGB, 0 (black) to 1 (white).
    ///
    /// The color is gamut-mapped to sRGB; each channel is linearized with the sRGB curve
    /// (threshold 0.04045, the IEC value, rather than WCAG's historical 0.03928, which no 8-bit
    /// value tells apart) and weighted 0.2126 R + 0.7152 G + 0.0722 B. Alpha is ignored:
    /// composite translucent colors first (``composited(over:)``).
    ///
    /// ```swift
    /// try Color(hex: "#767676").relativeLuminance   // 0.18116…
    /// ```
    public var relativeLuminance: Double {
        let rgb = gamutMapped(to: .srgb).componentsWithMissingAsZero
        let linear = TransferFunction.sRGB.toLinear(rgb)
        return (Self.wcagLuminanceWeights * linear).sum()
    }

    /// The WCAG 2.x luminance coefficients (ITU-R BT.709 rounded to 4 places).
    static let wcagLuminanceWeights = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    /// This color painted over `backdrop` with simple alpha compositing (source-over), in sRGB.
    ///
    /// Both colors are gamut-mapped to sRGB and composited channel by channel on the encoded
    /// values, as browsers paint. The result is opaque whenever the backdrop is.
    ///
    /// ```swift
    /// Color(.srgb, 0, 0, 0, alpha: 0.5).composited(over: .white).hex   // "#808080"
    /// ```
    public func composited(over backdrop: Color) -> Color {
        let source = gamutMapped(to: .srgb)
        let below = backdrop.gamutMapped(to: .srgb)
        let sourceAlpha = Self.unitAlpha(source.alpha)
        let belowAlpha = Self.unitAlpha(below.alpha)
        let alpha = sourceAlpha + belowAlpha * (1 - sourceAlpha)
        guard alpha > 0 else { return Color(.srgb, 0, 0, 0, alpha: 0) }
        let mixed =
            (source.componentsWithMissingAsZero * sourceAlpha
                + below.componentsWithMissingAsZero * belowAlpha * (1 - sourceAlpha)) / alpha
        return Color(.srgb, components: mixed, alpha: belowAlpha == 1 ? 1 : alpha)
    }

    /// The WCAG 2.x contrast ratio, 1 to 21, of `foreground` text on `background`.
    ///
    /// A translucent background is first composited over `backdrop` (what lies behind it,
    /// white by default; a translucent backdrop is itself put over white), then a translucent
    /// foreground over that result. The ratio is (L1 + 0.05) / (L2 + 0.05), L1 the lighter.
    ///
    /// ```swift
    /// Color.contrastRatio(try Color(hex: "#767676"), .white)   // 4.542…
    /// ```
    public static func contrastRatio(_ foreground: Color, _ background: Color, backdrop: Color = white) -> Double {
        let opaqueBackdrop = backdrop.alpha < 1 ? backdrop.composited(over: .white) : backdrop
        let opaqueBackground = background.alpha < 1 ? background.composited(over: opaqueBackdrop) : background
        let opaqueForeground = foreground.alpha < 1 ? foreground.composited(over: opaqueBackground) : foreground
        return contrastRatio(
            luminance: opaqueForeground.relativeLuminance, opaqueBackground.relativeLuminance)
    }

    /// (L1 + 0.05) / (L2 + 0.05) for two relative luminances in either order.
    public static func contrastRatio(luminance a: Double, _ b: Double) -> Double {
        (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }

    /// Alpha clamped to 0…1, NaN read as 1.
    private static func unitAlpha(_ alpha: Double) -> Double {
        alpha.isNaN ? 1 : Swift.min(Swift.max(alpha, 0), 1)
    }
}
