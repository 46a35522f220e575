import Foundation
import Testing

@testable import LiveryCore

/// Conversions agree with reference values computed independently at 40 significant digits
/// (mpmath), from the primaries' chromaticities, the Bradford cone matrix and the CSS Color 4
/// OKLab matrices, to 1e-6 in every component. The `rec2020` values use the BT.1886 gamma-2.4
/// curve CSS Color 4 adopted in 2025 (w3c/csswg-drafts #12574), as color.js does.
@Suite("Color conversion reference values")
struct ConversionReferenceTests {
    struct Reference: Sendable, CustomTestStringConvertible {
        let hex: String
        let space: ColorSpaceID
        let expected: SIMD3<Double>
        init(_ hex: String, _ space: ColorSpaceID, _ expected: SIMD3<Double>) {
            self.hex = hex
            self.space = space
            self.expected = expected
        }
        var testDescription: String { "\(hex) → \(space.rawValue)" }
    }

    static let references: [Reference] = [
        Reference("#ff0000", .srgb, [1.0, 0.0, 0.0]),
        Reference("#ff0000", .srgbLinear, [1.0, 0.0, 0.0]),
        Reference("#ff0000", .hsl, [0.0, 100.0, 50.0]),
        Reference("#ff0000", .hwb, [0.0, 0.0, 0.0]),
        Reference("#ff0000", .lab, [54.290541404671914, 80.804928170435254, 69.890964768624268]),
        Reference("#ff0000", .lch, [54.290541404671914, 106.83718160321471, 40.857656505011603]),
        Reference("#ff0000", .oklab, [0.62795536392143126, 0.22486306842627407, 0.12584627733058496]),
        Reference("#ff0000", .oklch, [0.62795536392143126, 0.2576833038053605, 29.233880279627892]),
        Reference("#ff0000", .displayP3, [0.91748755732516575, 0.20028680774084711, 0.13856059121111409]),
        Reference(
            "#ff0000", .a98RGB,
            [0.85859160229544218, -0.000000000000000000075520387557493625, 0.000000000000000000012882832200786286]),
        Reference("#ff0000", .prophotoRGB, [0.70224807522766757, 0.27572053102492214, 0.10354766465019578]),
        Reference("#ff0000", .rec2020, [0.8234641019745034, 0.3284294460170811, 0.18033932898054694]),
        Reference("#ff0000", .xyzD65, [0.41239079926595948, 0.21263900587151036, 0.019330818715591851]),
        Reference("#ff0000", .xyzD50, [0.43606574687426936, 0.22249317711056517, 0.013923921463169396]),
        Reference("#00ff00", .srgb, [0.0, 1.0, 0.0]),
        Reference("#00ff00", .srgbLinear, [0.0, 1.0, 0.0]),
        Reference("#00ff00", .hsl, [120.0, 100.0, 50.0]),
        Reference("#00ff00", .hwb, [120.0, 0.0, 0.0]),
        Reference("#00ff00", .lab, [87.8185343650279, -79.271060775551501, 80.994581484399103]),
        Reference("#00ff00", .lch, [87.8185343650279, 113.33147535576401, 134.38385636182163]),
        Reference("#00ff00", .oklab, [0.86643961752343679, -0.23388758093655783, 0.17949844516093761]),
        Reference("#00ff00", .oklch, [0.86643961752343679, 0.29482722454269555, 142.49534504144385]),
        Reference("#00ff00", .displayP3, [0.45840159019103024, 0.98526458332505445, 0.29829470783345858]),
        Reference("#00ff00", .a98RGB, [0.56497226598856381, 1.0, 0.23442379872902941]),
        Reference("#00ff00", .prophotoRGB, [0.54028222513200947, 0.92759883229170844, 0.30456604940010464]),
        Reference("#00ff00", .rec2020, [0.6294876782229716, 0.9656531729284519, 0.36326911556800534]),
        Reference("#00ff00", .xyzD65, [0.35758433938387796, 0.71516867876775593, 0.11919477979462599]),
        Reference("#00ff00", .xyzD50, [0.3851515095901596, 0.71688701309448247, 0.09708132423141016]),
        Reference("#0000ff", .srgb, [0.0, 0.0, 1.0]),
        Reference("#0000ff", .srgbLinear, [0.0, 0.0, 1.0]),
        Reference("#0000ff", .hsl, [240.0, 100.0, 50.0]),
        Reference("#0000ff", .hwb, [240.0, 0.0, 0.0]),
        Reference("#0000ff", .lab, [29.568301979096678, 68.287364602546846, -112.0297095251052]),
        Reference("#0000ff", .lch, [29.568301979096678, 131.2014480889621, 301.3642677330783]),
        Reference("#0000ff", .oklab, [0.45201371817442365, -0.03245697517079764, -0.31152816567757774]),
        Reference("#0000ff", .oklch, [0.45201371817442365, 0.31321438863448483, 264.05202261636993]),
        Reference("#0000ff", .displayP3, [5.3874654056840615e-42, -1.1876145098976268e-41, 0.95958802667580965]),
        Reference(
            "#0000ff", .a98RGB,
            [-0.00000000000000000016519755539029128, 0.000000000000000000098677830333626678, 0.98106875281581849]),
        Reference("#0000ff", .prophotoRGB, [0.33620524569393077, 0.1376303363643391, 0.92286608175265242]),
        Reference("#0000ff", .rec2020, [0.27034886566522975, 0.15480245820387456, 0.9550950105336514]),
        Reference("#0000ff", .xyzD65, [0.18048078840183429, 0.072192315360733715, 0.95053215224966058]),
        Reference("#0000ff", .xyzD50, [0.14307841996513869, 0.060619809794952357, 0.7140993568158807]),
        Reference("#ff00ff", .srgb, [1.0, 0.0, 1.0]),
        Reference("#ff00ff", .srgbLinear, [1.0, 0.0, 1.0]),
        Reference("#ff00ff", .hsl, [300.0, 100.0, 50.0]),
        Reference("#ff00ff", .hwb, [300.0, 0.0, 0.0]),
        Reference("#ff00ff", .lab, [60.168941400864827, 93.539586295612412, -60.500802956538725]),
        Reference("#ff00ff", .lch, [60.168941400864827, 111.40018564948735, 327.10547104459661]),
        Reference("#ff00ff", .oklab, [0.70167385910174129, 0.27456630572756275, -0.16915608446137858]),
        Reference("#ff00ff", .oklch, [0.70167385910174129, 0.32249098770537216, 328.36341517499017]),
        Reference("#ff00ff", .displayP3, [0.91748755732516575, 0.20028680774084711, 0.96747633991073261]),
        Reference(
            "#ff00ff", .a98RGB, [0.85859160229544218, 0.000000000000000000057445823493840809, 0.98106875281581849]),
        Reference("#ff00ff", .prophotoRGB, [0.80042242224534317, 0.31711534383594444, 0.93282015295695853]),
        Reference("#ff00ff", .rec2020, [0.8466905329722565, 0.34993774580394044, 0.9623400096180259]),
        Reference("#ff00ff", .xyzD65, [0.59287158766779377, 0.28483132123224407, 0.96986297096525243]),
        Reference("#ff00ff", .xyzD50, [0.57914416683940804, 0.28311298690551753, 0.72802327827905009]),
        Reference("#3a7bd5", .srgb, [0.22745098039215686, 0.48235294117647059, 0.83529411764705882]),
        Reference("#3a7bd5", .srgbLinear, [0.042311410620809654, 0.19806931955994882, 0.66538729828227191]),
        Reference("#3a7bd5", .hsl, [214.83870967741935, 64.853556485355649, 53.137254901960784]),
        Reference("#3a7bd5", .hwb, [214.83870967741935, 22.745098039215686, 16.470588235294118]),
        Reference("#3a7bd5", .lab, [50.890505195189698, 2.5977568630669411, -53.347609172805029]),
        Reference("#3a7bd5", .lch, [50.890505195189698, 53.410820487743517, 272.78781056200808]),
        Reference("#3a7bd5", .oklab, [0.58618617530529577, -0.033870154953399143, -0.14948496612411949]),
        Reference("#3a7bd5", .oklch, [0.58618617530529577, 0.15327407639159474, 257.23353470264247]),
        Reference("#3a7bd5", .displayP3, [0.29329814527788562, 0.47646337345485683, 0.80999711799441086]),
        Reference("#3a7bd5", .a98RGB, [0.32890529226955438, 0.47891442044264385, 0.81989406481342824]),
        Reference("#3a7bd5", .prophotoRGB, [0.38728081325397388, 0.40429399864318263, 0.75284536587811267]),
        Reference("#3a7bd5", .rec2020, [0.41419876572748665, 0.5034493599403442, 0.8161120390542507]),
        Reference("#3a7bd5", .xyzD65, [0.20836494741759533, 0.19868587954016762, 0.65689876385316614]),
        Reference("#3a7bd5", .xyzD50, [0.18993981760877717, 0.19174297452389046, 0.49497061432780117]),
        Reference("#c08040", .srgb, [0.75294117647058824, 0.50196078431372549, 0.25098039215686275]),
        Reference("#c08040", .srgbLinear, [0.52711512570581298, 0.21586050011389916, 0.051269458374043221]),
        Reference("#c08040", .hsl, [30.0, 50.393700787401575, 50.196078431372549]),
        Reference("#c08040", .hwb, [30.0, 25.098039215686275, 24.705882352941176]),
        Reference("#c08040", .lab, [59.44665053845022, 21.083459866774388, 44.385024250339146]),
        Reference("#c08040", .lch, [59.44665053845022, 49.137996068796704, 64.591678019481074]),
        Reference("#c08040", .oklab, [0.65335366647919278, 0.050249240027324094, 0.10068493444241837]),
        Reference("#c08040", .oklch, [0.65335366647919278, 0.11252751728798479, 63.477406041619473]),
        Reference("#c08040", .displayP3, [0.71650649638675143, 0.51291706885506751, 0.2960823045825843]),
        Reference("#c08040", .a98RGB, [0.68734862769022359, 0.49801672975478818, 0.27407730434246063]),
        Reference("#c08040", .prophotoRGB, [0.5646713949839748, 0.45448285735401542, 0.24352632940524061]),
        Reference("#c08040", .rec2020, [0.6854858135288461, 0.5474285041155853, 0.3370980218666422]),
        Reference("#c08040", .xyzD65, [0.30381891459558141, 0.27016316588183752, 0.084652280327653216]),
        Reference("#c08040", .xyzD50, [0.32033140155601135, 0.27513505300798036, 0.064907020061891031]),
    ]

    @Test("sRGB hex colors convert to every space within 1e-6", arguments: references)
    func convertsFromSRGB(_ r: Reference) {
        let converted = hexColor(r.hex).converted(to: r.space)
        expectComponents(
            converted.components, r.expected, tolerance: 1e-6, hueIndex: r.space.definition.hueIndex,
            "\(r.hex) → \(r.space.rawValue)")
    }

    @Test("every space converts back to the sRGB hex within 1e-6", arguments: references)
    func convertsToSRGB(_ r: Reference) {
        let back = Color(r.space, components: r.expected).converted(to: .srgb)
        expectComponents(
            back.components, hexColor(r.hex).components, tolerance: 1e-6, "\(r.space.rawValue) \(r.expected) → srgb")
    }

    struct Named: Sendable, CustomTestStringConvertible {
        let input: String
        let space: ColorSpaceID
        let expected: SIMD3<Double>
        var testDescription: String { "\(input) → \(space.rawValue)" }
    }

    /// The values the issue names (color.js / CSS Color 4 sample code).
    static let named: [Named] = [
        Named(input: "#ff0000", space: .oklab, expected: [0.627955, 0.224863, 0.125846]),
        Named(input: "#ff0000", space: .oklch, expected: [0.627955, 0.2576833, 29.233880]),
        Named(input: "#00ff00", space: .oklab, expected: [0.86644, -0.233888, 0.179498]),
        Named(input: "#0000ff", space: .oklch, expected: [0.452014, 0.3132144, 264.052023]),
        Named(input: "#111", space: .oklab, expected: [0.1776377719, 0, 0]),
    ]

    @Test("matches the issue's named OKLab and OKLCH values to their printed precision", arguments: named)
    func matchesNamedValues(_ n: Named) {
        let converted = hexColor(n.input).converted(to: n.space).components
        expectComponents(converted, n.expected, tolerance: 1e-6, hueIndex: n.space.definition.hueIndex, n.input)
    }

    @Test("#111 has a = b = 0 in OKLab: the LMS matrices agree with the D65 white")
    func darkGreyIsNeutralInOKLab() {
        let oklab = hexColor("#111").converted(to: .oklab).components
        #expect(abs(oklab.y) < 1e-12 && abs(oklab.z) < 1e-12, "#111 → oklab \(oklab)")
    }

    static let greys = ["#000", "#111", "#777", "#808080", "#ccc", "#fff"]

    @Test("greys have chroma 0 and a missing hue in every polar space", arguments: greys)
    func greysAreAchromatic(_ hex: String) {
        for space in [ColorSpaceID.hsl, .hwb, .lch, .oklch] {
            let polar = hexColor(hex).converted(to: space)
            let hueIndex = space.definition.hueIndex ?? 0
            #expect(polar.components[hueIndex].isNaN, "\(hex) → \(polar)")
        }
        #expect(hexColor(hex).converted(to: .oklch).components.y < 1e-7, "\(hex)")
        #expect(hexColor(hex).converted(to: .lch).components.y < 1e-4, "\(hex)")
        #expect(hexColor(hex).converted(to: .hsl).components.y == 0, "\(hex)")
    }

    @Test("a missing component converts as 0 and a same-space conversion keeps it missing")
    func missingComponentsConvertAsZero() {
        let none = Color(.oklch, 0.7, 0.1, .nan)
        let zero = Color(.oklch, 0.7, 0.1, 0)
        expectComponents(
            none.converted(to: .srgb).components, zero.converted(to: .srgb).components, tolerance: 0,
            "oklch(0.7 0.1 none)")
        #expect(none.converted(to: .oklch).components.z.isNaN)
    }

    @Test("white is (1, 1, 1) in every RGB space and L = 1 in OKLab")
    func whiteIsWhiteEverywhere() {
        for space in [ColorSpaceID.srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020] {
            expectComponents(
                Color.white.converted(to: space).components, [1, 1, 1], tolerance: 1e-12, "white → \(space.rawValue)")
        }
        expectComponents(Color.white.converted(to: .oklab).components, [1, 0, 0], tolerance: 1e-12, "white → oklab")
        expectComponents(Color.white.converted(to: .lab).components, [100, 0, 0], tolerance: 1e-9, "white → lab")
    }

    @Test("rec2020 is a pure 2.4 power (BT.1886), mirrored below zero, not BT.2020's camera curve")
    func rec2020UsesTheGamma24Curve() {
        for encoded in [0.0, 0.01, 0.05, 0.5, 1.0, -0.5] {
            let linear = Color(.rec2020, encoded, encoded, encoded).converted(to: .xyzD65).components.y
            let expected = encoded < 0 ? -pow(-encoded, 2.4) : pow(encoded, 2.4)
            #expect(abs(linear - expected) < 1e-12, "rec2020 \(encoded) → Y \(linear), expected \(expected)")
        }
        // The old BT.2020 OETF gave 0.2597 for 0.5, and 0.01 / 4.5 on its linear segment.
        #expect(abs(Color(.rec2020, 0.5, 0.5, 0.5).converted(to: .xyzD65).components.y - 0.18946457081379978) < 1e-12)
    }

    @Test("alpha survives conversion")
    func keepsAlpha() {
        #expect(Color(.srgb, 1, 0, 0, alpha: 0.25).converted(to: .lch).alpha == 0.25)
    }
}
