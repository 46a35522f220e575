import LiveryCore

/// A color as `getComputedStyle` serializes it: `rgb(r, g, b)`, `rgba(r, g, b, a)`, or
/// `color(<space> c1 c2 c3[ / a])`.
struct ComputedColor: Equatable, CustomStringConvertible {
    /// `srgb` for `rgb()`/`rgba()` (components 0…255), else the `color()` space name (0…1).
    let space: String
    let components: [Double]
    let alpha: Double
    let description: String

    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        description = trimmed
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let function = trimmed[..<open]
        let body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        if function == "rgb" || function == "rgba" {
            let numbers = body.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 3 || numbers.count == 4 else { return nil }
            space = "srgb"
            components = Array(numbers.prefix(3))
            alpha = numbers.count == 4 ? numbers[3] : 1
        } else if function == "color" {
            let halves = body.split(separator: "/").map { $0.split(separator: " ").map(String.init) }
            guard let first = halves.first, first.count == 4 else { return nil }
            let numbers = first.dropFirst().compactMap(Double.init)
            guard numbers.count == 3 else { return nil }
            space = first[0]
            components = numbers
            alpha = halves.count == 2 ? (halves[1].first.flatMap(Double.init) ?? .nan) : 1
        } else {
            return nil
        }
    }

    /// Whether this is how a browser paints `expected` from the exported CSS: the 8-bit hex
    /// channels for a color inside sRGB, the Display P3 components (±0.002) for one outside;
    /// alpha ±0.01.
    func matches(_ expected: Color) -> Bool {
        guard abs(alpha - expected.alpha) <= 0.01 else { return false }
        if expected.isInGamut(.srgb) {
            let srgb = expected.gamutMapped(to: .srgb).componentsWithMissingAsZero
            let bytes = [srgb.x, srgb.y, srgb.z].map { ($0 * 255).rounded() }
            return space == "srgb" && components == bytes
        }
        let p3 = expected.gamutMapped(to: .displayP3).componentsWithMissingAsZero
        return space == "display-p3" && zip(components, [p3.x, p3.y, p3.z]).allSatisfy { abs($0 - $1) <= 0.002 }
    }
}
