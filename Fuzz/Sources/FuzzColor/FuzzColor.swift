import FuzzKit
import LiveryCore

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzColor_main`).
@_cdecl("FuzzColor_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        ColorHarness.run(FuzzDriver.bytes(data, size))
        return 0
    }
}

/// A color as `livery color` reads one — CSS hex, or a DTCG color object (or whole token) in
/// JSON — then everything the pipeline does with colors: conversion to every space, gamut
/// checks and CSS gamut mapping, CSS / hex / DTCG output, luminance, compositing, contrast.
enum ColorHarness {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let color: Color
        do {
            if text.hasPrefix("{") {
                guard let json = try? JSONParser.parse(bytes) else { return }
                color = try Color(dtcg: json["$value"] ?? json)
            } else {
                color = try Color(hex: text)
                checkHexRoundTrip(color)
            }
        } catch {
            FuzzCheck.blackHole(error.description)
            return
        }
        exercise(color)
    }

    /// A color read from hex writes the same hex back.
    static func checkHexRoundTrip(_ color: Color) {
        let hex = color.hex
        do {
            let again = try Color(hex: hex)
            FuzzCheck.expect(again.hex == hex, "hex \(hex) reads back as \(again.hex)")
        } catch {
            FuzzCheck.expect(false, "Color.hex wrote \(hex), which Color(hex:) refuses: \(error)")
        }
    }

    static func exercise(_ color: Color) {
        for space in ColorSpaceID.allCases {
            let converted = color.converted(to: space)
            FuzzCheck.blackHole(converted.css())
            FuzzCheck.blackHole(converted.isInGamut(space))
            let mapped = color.gamutMapped(to: space)
            FuzzCheck.blackHole(mapped.css())
            FuzzCheck.blackHole(mapped.deltaEOK(color))
        }
        FuzzCheck.blackHole(color.hex)
        FuzzCheck.blackHole(color.css())
        FuzzCheck.blackHole(color.relativeLuminance)
        FuzzCheck.blackHole(color.composited(over: .white))
        FuzzCheck.blackHole(Color.contrastRatio(color, .white))
        FuzzCheck.blackHole(Color.contrastRatio(.black, color, backdrop: color))
        do {
            FuzzCheck.blackHole(try Color(dtcg: color.dtcg))
        } catch {
            FuzzCheck.blackHole(error.description)
        }
    }
}
