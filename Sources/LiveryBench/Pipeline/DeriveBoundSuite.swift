import LiveryCore
import LiveryTools

extension BenchSuite {
    /// How close any rule that reads only a token's light color (and its role) could come to
    /// each system's designers' dark: issue 19's distance goals against the designers' own
    /// consistency.
    static let deriveBound = BenchSuite(
        name: "derive-bound",
        summary: "per system, the distances left when every token of one light color (and role) gets one dark color",
        run: { DeriveBoundSuite.run() })
}

/// A rule that reads only a token's light color gives every token of that color one dark
/// color; where the designers gave them several, some are far from it whatever it is. For
/// every corpus system, held-out ones included (it reads the designers' two themes, derives
/// nothing and chooses nothing), the tokens derive writes are grouped by their light color
/// (as written, alpha included) — and again by light color and the role derive infers — and
/// each group is given its designers' medoid: the one of their dark colors nearest the others
/// (least summed ΔE OK). The median and p90 of the distances that leaves are what such a rule
/// would score at best with one color per group, the medoid standing in for the best color
/// (a color outside the designers' could only do slightly better). A p90 above 15 says the
/// system's designers set tokens apart by something a token's color and role do not carry:
/// its name, its component, a choice.
enum DeriveBoundSuite {
    @MainActor
    static func run() {
        var table = MarkdownTable(header: [
            "system", "tokens", "light colors", "median / p90, one color per light color",
            "light colors and roles", "median / p90, one color per light color and role", "derived median / p90",
        ])
        for fixture in DeriveQualitySuite.corpusFixtures() {
            do {
                let m = try DeriveQualitySuite.measurement(fixture, detail: false)
                let byColor = bound(m) { m.light[$0]?.hex }
                let byRole = bound(m) { name in m.light[name].map { "\($0.hex) \(m.roles[name]?.rawValue ?? "")" } }
                table.rows.append([
                    fixture.name, "\(m.distances.count)", "\(byColor.groups)", byColor.label, "\(byRole.groups)",
                    byRole.label, String(format: "%.2f / %.2f", m.median ?? 0, m.p90 ?? 0),
                ])
            } catch {
                table.rows.append([fixture.name, "FAILED: \(error)", "", "", "", "", ""])
            }
        }
        print(table.render())
        print(
            "\none color per group: each group of tokens (same light color; same light color and inferred role) given the designers' dark color nearest the rest of the group (the medoid); distances ΔE OK × 100 over the designers' dark page, as derive-quality's\n"
        )
    }

    /// The groups `key` makes of `m`'s scored tokens, and the median and p90 left when each
    /// group takes its medoid.
    static func bound(_ m: DeriveQualitySuite.Measurement, key: (String) -> String?) -> (groups: Int, label: String) {
        var groups: [String: [Color]] = [:]
        for (name, _) in m.distances {
            guard let group = key(name), let dark = m.handMade[name] else { continue }
            groups[group, default: []].append(dark)
        }
        var distances: [Double] = []
        for colors in groups.values {
            let spread = { (center: Color) in
                colors.map { DerivedContextComparison.distance(center, $0, over: m.backdrop) }
            }
            let medoid = colors.min { spread($0).reduce(0, +) < spread($1).reduce(0, +) } ?? colors[0]
            distances += spread(medoid)
        }
        distances.sort()
        let median = DeriveQualitySuite.percentile(distances, 0.5) ?? 0
        let p90 = DeriveQualitySuite.percentile(distances, 0.9) ?? 0
        return (groups.count, String(format: "%.2f / %.2f", median, p90))
    }
}
