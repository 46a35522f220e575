import LiveryCore
import Testing

@Suite("livery color")
struct ColorCommandTests {
    @Test func hexColorPrintsAnAlignedReport() {
        let (status, io) = livery("color", "#ff0000")
        #expect(status == 0)
        #expect(io.standardError == "")
        #expect(
            io.standardOutput == """
                input          #ff0000
                hex            #ff0000
                dtcg           {"colorSpace":"srgb","components":[1,0,0],"hex":"#ff0000"}
                srgb           1 0 0
                oklab          0.628 0.2249 0.1258
                oklch          0.628 0.2577 29.2339
                luminance      0.2126
                alpha          1
                in sRGB gamut  yes

                """)
    }

    @Test func theDTCGObjectToPasteInPlaceOfAHexStringReadsBackAsTheSameColor() throws {
        let output = livery("color", "#765").io.standardOutput
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("dtcg ") })
        let object = try JSONParser.parse(String(line.dropFirst("dtcg".count).drop { $0 == " " }))
        #expect(try Color(dtcg: object) == Color(hex: "#765"))
        #expect(object["hex"] == "#776655")
    }

    @Test func severalColorsAreSeparatedByABlankLine() {
        let output = livery("color", "#fff", "#000").io.standardOutput
        #expect(output.components(separatedBy: "\n\ninput ").count == 2, "\(output)")
    }

    @Test func dtcgColorObjectIsAccepted() {
        let (status, io) = livery("color", #"{"colorSpace":"oklch","components":[0.7,0.1,200]}"#)
        #expect(status == 0)
        #expect(io.standardOutput.contains("\noklch          0.7 0.1 200\n"), "\(io.standardOutput)")
    }

    @Test func wholeDTCGTokenIsReadThroughItsValue() {
        let token = #"{"$type":"color","$value":{"colorSpace":"srgb","components":[0,0,1]}}"#
        #expect(livery("color", token).io.standardOutput.contains("\nhex            #0000ff\n"))
    }

    @Test func translucencyAndGamutAreReported() {
        let translucent = livery("color", "#ff000080").io.standardOutput
        #expect(translucent.contains("\nhex            #ff000080\n"))
        #expect(translucent.contains("\nalpha          0.502\n"))
        let vivid = livery("color", #"{"colorSpace":"display-p3","components":[0,1,0]}"#).io.standardOutput
        #expect(vivid.contains("\nin sRGB gamut  no\n"), "\(vivid)")
    }

    @Test func jsonPrintsOneObjectPerLineWithUnroundedNumbers() throws {
        let (status, io) = livery("color", "--json", "#3366ff", "#ff000080")
        #expect(status == 0)
        let lines = io.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        let object = try JSONParser.parse(lines[0])
        let color = try Color(hex: "#3366ff")
        #expect(
            object.objectValue?.keys == [
                "input", "hex", "dtcg", "srgb", "oklab", "oklch", "luminance", "alpha", "inGamut",
            ])
        #expect(object["input"] == "#3366ff")
        #expect(object["hex"] == "#3366ff")
        #expect(object["dtcg"] == color.dtcg)
        #expect(object["oklab"] == .array(components(color.converted(to: .oklab))))
        #expect(object["oklch"] == .array(components(color.converted(to: .oklch))))
        #expect(object["luminance"] == .number(color.relativeLuminance))
        #expect(object["inGamut"] == true)
        #expect(try JSONParser.parse(lines[1])["alpha"] == .number(128.0 / 255))
    }

    @Test func colorsAreReadFromStandardInputOnePerLine() {
        let (status, io) = livery("color", "--json", input: "#fff\n  #000000  \n")
        #expect(status == 0)
        #expect(io.standardOutput.hasPrefix(##"{"input":"#fff","hex":"#ffffff","##))
        #expect(
            io.standardOutput.split(separator: "\n").last?.hasPrefix(##"{"input":"#000000","hex":"#000000","##) == true)
    }

    @Test func badInputLinesAreReportedWithTheirLineNumberAndTheRestStillConverted() {
        let (status, io) = livery("color", "--json", input: "#fff\nnope\n\n{\"colorSpace\":\n#00f\n")
        #expect(status == 1)
        #expect(io.standardOutput.split(separator: "\n").count == 2)
        #expect(io.standardOutput.contains(##""input":"#00f""##))
        let errors = io.standardError.split(separator: "\n")
        #expect(errors.count == 2, "\(io.standardError)")
        #expect(errors.first?.hasPrefix("<stdin>:2: error: invalid color 'nope': ") == true)
        #expect(errors.last?.hasPrefix(#"<stdin>:4: error: invalid color '{"colorSpace":': malformed JSON: "#) == true)
    }

    @Test func malformedJSONColorArgumentIsAnInputErrorNotACrash() {
        let (status, io) = livery("color", #"{"colorSpace":"srgb","components":[1,0"#)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(
            io.standardError.hasPrefix(
                #"error: invalid color '{"colorSpace":"srgb","components":[1,0': malformed JSON: "#))
    }

    @Test func dtcgObjectThatIsNotAColorIsAnInputError() {
        let (status, io) = livery("color", #"{"colorSpace":"cmyk","components":[1,0,0]}"#, "#fff")
        #expect(status == 1)
        #expect(io.standardError.hasPrefix(#"error: invalid color '{"colorSpace":"cmyk","components":[1,0,0]}': "#))
        #expect(io.standardOutput.hasPrefix("input          #fff\n"), "later colors are still converted")
    }

    @Test func unknownOptionIsAUsageError() {
        let (status, io) = livery("color", "--jsn", "#fff")
        #expect(status == 2)
        #expect(
            io.standardError == """
                Error: Unknown option '--jsn'
                Usage: livery color [<color> ...] [--json]
                See 'livery color --help'.

                """)
    }
}

private func components(_ color: Color) -> [JSONValue] {
    (0..<3).map { color.components[$0].isNaN ? .null : .number(color.components[$0]) }
}

@Suite("livery color and contrast: long bad input")
struct LongBadColorInputTests {
    static let megabyte = String(repeating: "x", count: 1_000_000)

    @Test func aMegabyteArgumentGivesAOneLineErrorQuotingEightyCharacters() {
        let (status, io) = livery("color", Self.megabyte)
        #expect(status == 1)
        #expect(io.standardError.utf8.count < 400, "\(io.standardError.utf8.count) bytes of errors")
        #expect(
            io.standardError.hasPrefix(
                "error: invalid color '" + String(repeating: "x", count: 80) + "…' (1000000 characters): "))
    }

    @Test func contrastQuotesALongArgumentShortly() {
        let (status, io) = livery("contrast", "#fff", Self.megabyte)
        #expect(status == 1)
        #expect(io.standardError.utf8.count < 400, "\(io.standardError.utf8.count) bytes of errors")
        #expect(io.standardError.contains("(1000000 characters)"))
    }
}
