import Testing

@testable import LiveryCore

@Suite("Color hex parsing and formatting")
struct HexParsingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let rgb: SIMD3<Double>
        let alpha: Double
        var testDescription: String { input }
    }

    static let valid: [Case] = [
        Case(input: "#f00", rgb: [1, 0, 0], alpha: 1),
        Case(input: "0F0", rgb: [0, 1, 0], alpha: 1),
        Case(input: "#00f8", rgb: [0, 0, 1], alpha: 136.0 / 255),
        Case(input: "#FF8000", rgb: [1, 128.0 / 255, 0], alpha: 1),
        Case(input: "ff800080", rgb: [1, 128.0 / 255, 0], alpha: 128.0 / 255),
        Case(input: "#aBcDeF", rgb: [171.0 / 255, 205.0 / 255, 239.0 / 255], alpha: 1),
        Case(input: "#765", rgb: [0x77 / 255.0, 0x66 / 255.0, 0x55 / 255.0], alpha: 1),
    ]

    @Test("reads #rgb, #rgba, #rrggbb and #rrggbbaa, with or without #, in any case", arguments: valid)
    func readsHexForms(_ c: Case) throws {
        let color = try Color(hex: c.input)
        #expect(color.space == .srgb, "\(c.input)")
        expectComponents(color.components, c.rgb, tolerance: 1e-12, c.input)
        #expect(abs(color.alpha - c.alpha) < 1e-12, "\(c.input): alpha \(color.alpha)")
    }

    static let invalid: [(input: String, fragment: String)] = [
        ("", "found 0"),
        ("#", "found 0"),
        ("#12", "found 2"),
        ("#12345", "found 5"),
        ("#1234567", "found 7"),
        ("#123456789", "found 9"),
        ("#ggg", "\"g\""),
        ("# fff", "\" \""),
        ("##fff", "\"#\""),
        ("#ff00zz", "\"z\""),
        ("#１２３", "\"１\""),
    ]

    @Test("rejects malformed hex strings with a message naming the input", arguments: invalid)
    func rejectsMalformedHex(_ c: (input: String, fragment: String)) {
        #expect(throws: ColorError.self, "\(c.input)") { try Color(hex: c.input) }
        do {
            _ = try Color(hex: c.input)
        } catch {
            #expect(error.description.contains("\"\(c.input)\""), "\(c.input): \(error)")
            #expect(error.description.contains(c.fragment), "\(c.input): \(error)")
        }
    }

    @Test("formats as lowercase #rrggbb when opaque")
    func formatsOpaque() throws {
        #expect(try Color(hex: "#ABCDEF").hex == "#abcdef")
        #expect(try Color(hex: "#0f0").hex == "#00ff00")
        #expect(Color(.srgb, 0.5, 0.25, 1).hex == "#8040ff")
    }

    @Test("formats as #rrggbbaa when alpha is below 1")
    func formatsTranslucent() throws {
        #expect(try Color(hex: "#11223380").hex == "#11223380")
        #expect(Color(.srgb, 0, 0, 0, alpha: 0).hex == "#00000000")
        #expect(Color(.srgb, 1, 1, 1, alpha: 0.5).hex == "#ffffff80")
    }

    @Test("every 8-bit value survives a hex round trip")
    func roundTripsEveryByte() throws {
        for byte in 0...255 {
            let text = Color.hexByte(Double(byte) / 255)
            let opaque = "#\(text)\(text)\(text)"
            #expect(try Color(hex: opaque).hex == opaque, "\(opaque)")
            guard byte < 255 else { continue }
            let translucent = "#0000ff\(text)"
            #expect(try Color(hex: translucent).hex == translucent, "\(translucent)")
        }
    }

    @Test("formats other spaces by converting to sRGB")
    func formatsOtherSpaces() {
        #expect(Color(.oklch, 0.627955, 0.257683, 29.2339).hex == "#ff0000")
        #expect(Color(.hsl, 120, 100, 50).hex == "#00ff00")
        #expect(Color(.displayP3, 0.4, 0.4, 0.4).hex == "#666666")
    }

    @Test("gamut-maps out-of-gamut colors before formatting rather than clipping per channel")
    func formatsOutOfGamutViaGamutMapping() {
        let p3Green = Color(.displayP3, 0, 1, 0)
        let mapped = p3Green.gamutMapped(to: .srgb)
        #expect(p3Green.hex == mapped.hex)
        #expect(p3Green.hex != p3Green.converted(to: .srgb).clippedToUnitCube().hex)
    }

    @Test("missing components format as 0")
    func formatsMissingAsZero() {
        #expect(Color(.srgb, .nan, 1, .nan).hex == "#00ff00")
    }
}
