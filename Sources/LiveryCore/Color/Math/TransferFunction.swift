import Foundation

/// A pair of transfer functions between an RGB space's encoded values and linear light.
///
/// Every curve is *extended* as CSS Color 4 §10 specifies: negative values are handled by
/// reflecting the curve through the origin (`f(-x) = -f(x)`), so out-of-gamut colors survive
/// a round trip.
struct TransferFunction: Sendable {
    /// Encoded value → linear light.
    let toLinear: @Sendable (Double) -> Double
    /// Linear light → encoded value.
    let fromLinear: @Sendable (Double) -> Double

    func toLinear(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(toLinear(v.x), toLinear(v.y), toLinear(v.z))
    }

    func fromLinear(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(fromLinear(v.x), fromLinear(v.y), fromLinear(v.z))
    }

    /// Applies `f` to `|x|` and restores the sign.
    private static func mirrored(_ f: @escaping @Sendable (Double) -> Double) -> @Sendable (Double) -> Double {
        { x in x < 0 ? -f(-x) : f(x) }
    }

    /// sRGB (IEC 61966-2-1), also used by Display P3: linear below 0.04045, else a 2.4 power.
    static let sRGB = TransferFunction(
        toLinear: mirrored { x in x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4) },
        fromLinear: mirrored { x in x > 0.0031308 ? 1.055 * pow(x, 1 / 2.4) - 0.055 : 12.92 * x }
    )

    /// Adobe RGB (1998): a pure power of 563/256 (≈ 2.2).
    static let a98RGB = TransferFunction(
        toLinear: mirrored { x in pow(x, 563.0 / 256.0) },
        fromLinear: mirrored { x in pow(x, 256.0 / 563.0) }
    )

    /// ProPhoto RGB (ROMM RGB): a 1.8 power with a linear segment below 16/512 (encoded).
    static let proPhotoRGB = TransferFunction(
        toLinear: mirrored { x in x <= 16.0 / 512.0 ? x / 16 : pow(x, 1.8) },
        fromLinear: mirrored { x in x >= 1.0 / 512.0 ? pow(x, 1 / 1.8) : 16 * x }
    )

    /// Rec. 2020 as CSS Color 4 defines it since the CSS WG's 2025 resolution (w3c/csswg-drafts
    /// #12574): the display-referred curve of ITU-R BT.1886 (its reference EOTF with no black
    /// lift and unit gain), a pure 2.4 power — what color.js, coloraide 8 and dart-sass use,
    /// and what browsers draw `color(rec2020 …)` with.
    ///
    /// Before, Livery used BT.2020's camera curve (the OETF: a linear segment below β, then
    /// `α·x^0.45 − (α − 1)`); the same components now name a slightly darker color (encoded
    /// 0.5 is 0.190 linear, not 0.260).
    static let rec2020 = TransferFunction(
        toLinear: mirrored { x in pow(x, 2.4) },
        fromLinear: mirrored { x in pow(x, 1 / 2.4) }
    )
}
