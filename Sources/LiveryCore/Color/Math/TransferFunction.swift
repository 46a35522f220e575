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

    /// ITU-R BT.2020-2: α and β at 64-bit precision as CSS Color 4 gives them.
    static let rec2020: TransferFunction = {
        let alpha = 1.09929682680944
        let beta = 0.018053968510807
        return TransferFunction(
            toLinear: mirrored { x in x < beta * 4.5 ? x / 4.5 : pow((x + alpha - 1) / alpha, 1 / 0.45) },
            fromLinear: mirrored { x in x > beta ? alpha * pow(x, 0.45) - (alpha - 1) : 4.5 * x }
        )
    }()
}
