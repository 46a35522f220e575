import LiveryCore
import LiveryTools

extension BenchSuite {
    /// The corpus as rows a learned model can read: `Scripts/corpus/learned_baseline.py`
    /// trains on every system but one and scores the one left out (issue 19).
    static let deriveDataset = BenchSuite(
        name: "derive-dataset",
        summary: "one JSON line per scored corpus token: light, designers' dark and derived colors",
        run: { DeriveDatasetSuite.run() })
}

/// Every token `derive-quality` scores, on every corpus system, as one JSON object a line:
/// its system (and whether that system is held out), name, the role derive inferred, and its
/// light, designers' dark and derived dark colors as sRGB `[r, g, b, alpha]` (gamut mapped,
/// as the distances see them), with the designers' dark page they are seen over. The derived
/// distance is `derive-quality`'s own figure, so a script can check it recomputes the same
/// metric. Reads the designers' themes and derives once per system, as `derive-quality` does;
/// chooses nothing.
enum DeriveDatasetSuite {
    @MainActor
    static func run() {
        for fixture in DeriveQualitySuite.corpusFixtures() {
            do {
                let m = try DeriveQualitySuite.measurement(fixture, detail: false)
                for (name, distance) in m.distances {
                    guard let light = m.light[name], let dark = m.handMade[name], let derived = m.derivedColors[name]
                    else { continue }
                    let row = JSONObject([
                        ("system", .string(fixture.name)),
                        ("heldOut", .bool(DeriveQualitySuite.isHeldOut(fixture.name))),
                        ("name", .string(name)),
                        ("role", .string(m.roles[name]?.rawValue ?? "")),
                        ("light", rgba(light)), ("dark", rgba(dark)), ("derived", rgba(derived)),
                        ("page", rgba(m.backdrop)), ("distance", .number(distance)),
                    ])
                    print(JSONWriter.string(.object(row), pretty: false))
                }
            } catch {
                print("derive-dataset: \(fixture.name) FAILED: \(error)")
            }
        }
    }

    static func rgba(_ color: Color) -> JSONValue {
        let c = color.gamutMapped(to: .srgb)
        let s = c.componentsWithMissingAsZero
        return .array([s.x, s.y, s.z, c.alpha].map { .number($0) })
    }
}
