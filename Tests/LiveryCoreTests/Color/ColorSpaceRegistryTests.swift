import Testing

@testable import LiveryCore

@Suite("Color space registry")
struct ColorSpaceRegistryTests {
    @Test("registers every DTCG space exactly once")
    func registersEverySpaceOnce() throws {
        let ids = ColorSpace.all.map(\.id)
        #expect(ids.count == ColorSpaceID.allCases.count)
        #expect(Set(ids) == Set(ColorSpaceID.allCases))
        #expect(ColorSpaceRegistry.standard.ids == Set(ColorSpaceID.allCases))
        _ = try ColorSpaceRegistry(ColorSpace.all)
    }

    @Test("every space's chain of bases ends at the XYZ D65 hub", arguments: ColorSpaceID.allCases)
    func chainsEndAtHub(_ id: ColorSpaceID) {
        let chain = ColorSpaceRegistry.standard.chain(from: id)
        #expect(chain.first == id)
        #expect(chain.last == .xyzD65, "\(id.rawValue): \(chain)")
        #expect(id.definition.id == id)
        #expect(id.definition.components.count == 3)
    }

    @Test("the chains follow the CSS Color 4 structure")
    func chainsFollowStructure() {
        #expect(ColorSpaceRegistry.standard.chain(from: .hsl) == [.hsl, .srgb, .srgbLinear, .xyzD65])
        #expect(ColorSpaceRegistry.standard.chain(from: .lch) == [.lch, .lab, .xyzD50, .xyzD65])
        #expect(ColorSpaceRegistry.standard.chain(from: .oklch) == [.oklch, .oklab, .xyzD65])
        #expect(ColorSpaceRegistry.standard.chain(from: .prophotoRGB) == [.prophotoRGB, .xyzD50, .xyzD65])
    }

    @Test("registering a space id twice is an error")
    func rejectsDuplicateIDs() {
        #expect(throws: ColorError("color space \"srgb\" is registered twice")) {
            try ColorSpaceRegistry([ColorSpace.xyzD65, .srgbLinear, .srgb, .srgb])
        }
    }

    @Test("a space whose base is not registered is an error")
    func rejectsMissingBase() {
        #expect(throws: ColorError.self) { try ColorSpaceRegistry([ColorSpace.xyzD65, .oklch]) }
    }

    @Test("spaces that descend from two roots are an error")
    func rejectsTwoRoots() {
        #expect(throws: ColorError("color spaces must share one root space, found srgb-linear, xyz-d65")) {
            try ColorSpaceRegistry([ColorSpace.xyzD65, ColorSpace.srgbLinear.rebased(nil)])
        }
    }

    @Test("describes each space's components and ranges for help text")
    func describesComponents() {
        #expect(
            ColorSpaceID.hsl.definition.description
                == "hsl (HSL): Hue 0–360 (360 excluded), Saturation 0–100, Lightness 0–100")
        #expect(
            ColorSpaceID.oklch.definition.description == "oklch (OKLCH): L 0–1, Chroma ≥ 0, Hue 0–360 (360 excluded)")
        #expect(ColorSpaceID.lab.definition.description == "lab (CIE Lab): L 0–100, A any number, B any number")
        #expect(ColorSpaceID.oklch.definition.hueIndex == 2)
        #expect(ColorSpaceID.hsl.definition.hueIndex == 0)
        #expect(ColorSpaceID.srgb.definition.hueIndex == nil)
    }

    @Test("component ranges include and exclude their ends as DTCG says")
    func rangesHonourTheirEnds() {
        #expect(ComponentRange.hue.contains(0) && !ComponentRange.hue.contains(360))
        #expect(ComponentRange.closed(0, 1).contains(1) && !ComponentRange.closed(0, 1).contains(1.0000001))
        #expect(ComponentRange.atLeast(0).contains(1e9) && !ComponentRange.atLeast(0).contains(-1e-9))
        #expect(!ComponentRange.unbounded.contains(.nan) && !ComponentRange.unbounded.contains(.infinity))
    }
}

extension ColorSpace {
    /// The same space with another base (for registry tests).
    fileprivate func rebased(_ base: ColorSpaceID?) -> ColorSpace {
        ColorSpace(
            id: id, name: name, components: components, base: base, gamut: gamut, toBase: toBase, fromBase: fromBase)
    }
}

@Suite("Color space definitions")
struct ColorSpaceDefinitionTests {
    @Test(arguments: ColorSpaceID.allCases)
    func everyIDHasItsOwnDefinition(id: ColorSpaceID) {
        #expect(id.definition.id == id)
    }
}
