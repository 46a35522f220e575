import Testing

@testable import LiveryCore

/// Expects every component of `actual` within `tolerance` of `expected`, naming `input` on failure.
/// Hue components (`hueIndex`) compare modulo 360; NaN expects NaN.
func expectComponents(
    _ actual: SIMD3<Double>, _ expected: SIMD3<Double>, tolerance: Double, hueIndex: Int? = nil,
    _ input: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    for i in 0..<3 {
        let a = actual[i]
        let e = expected[i]
        if e.isNaN {
            #expect(a.isNaN, "\(input): component \(i) is \(a), expected none", sourceLocation: sourceLocation)
            continue
        }
        var difference = abs(a - e)
        if i == hueIndex { difference = min(difference, 360 - difference) }
        #expect(
            difference <= tolerance,
            "\(input): component \(i) is \(a), expected \(e) ± \(tolerance) (off by \(difference))",
            sourceLocation: sourceLocation)
    }
}

/// A color parsed from hex, for tables of test inputs.
func hexColor(_ hex: String) -> Color {
    (try? Color(hex: hex)) ?? Color(.srgb, .nan, .nan, .nan)
}
