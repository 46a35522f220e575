import Testing

@testable import LiveryCore

@Suite("Number text in generated files")
struct NumberTextTests {
    @Test(arguments: [
        (0.5, "0.5"), (16, "16"), (-2, "-2"), (1.0 / 3, "0.3333"), (-0.00001, "0"), (123.45678, "123.4568"),
        (1e15, "1000000000000000"), (1.5e15, "1500000000000000"),
        // Past Int64: the whole number written out, no exponent and no trap.
        (1e19, "10000000000000000000"), (-9.5e18, "-9500000000000000000"),
        (1.7976931348623157e308, "17976931348623157" + String(repeating: "0", count: 292)),
        (.infinity, "0"), (.nan, "0"),
    ])
    func formats(value: Double, text: String) {
        #expect(NumberText.format(value) == text)
    }
}
