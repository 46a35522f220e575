import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTools

/// Issue 20: whatever names validate, every exporter's output reads back with a real parser.
///
/// Each round is a ``FuzzRound``: hostile names from a seeded ``HostileNameGenerator``, kept
/// only where `livery validate` accepts them, exported in every format. `swiftc -typecheck`
/// reads every round's `Tokens.swift` in one run; one python3 process (``FuzzParsers``) reads
/// the CSS, Android XML, asset catalog and JSON of every round. Set `LIVERY_FUZZ_SEED` to
/// replay a seed; every failure names its seed and round.
@Suite("Exporters: fuzzed hostile names, output read by real parsers")
struct ExporterFuzzTests {
    static let rounds = 40

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["LIVERY_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_262_020
    }

    /// The code points of a name, for the manifest: compared exactly, whatever the JSON writer does.
    static func codePoints(_ text: String) -> JSONValue {
        .array(text.unicodeScalars.map { .number(Double($0.value)) })
    }

    /// The string literal that ends a `public static let` line, decoded from Swift's escapes, as
    /// code points; `nil` when the line does not end with one well-formed literal.
    static func literal(endingLine line: Substring) -> [UInt32]? {
        let scalars = Array(line.unicodeScalars)
        // The identifier and type before it are ASCII: the first ` = "` opens the literal.
        guard let open = scalars.indices.first(where: { scalars[$0...].starts(with: " = \"".unicodeScalars) })
        else { return nil }
        var out: [UInt32] = []
        var i = open + 4
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\"" { return i == scalars.count - 1 ? out : nil }
            guard scalar == "\\" else {
                out.append(scalar.value)
                i += 1
                continue
            }
            guard i + 1 < scalars.count else { return nil }
            switch scalars[i + 1] {
            case "\"", "\\", "'": out.append(scalars[i + 1].value)
            case "n": out.append(0x0A)
            case "r": out.append(0x0D)
            case "t": out.append(0x09)
            case "0": out.append(0)
            case "u":
                guard i + 2 < scalars.count, scalars[i + 2] == "{",
                    let close = scalars[(i + 3)...].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(i + 3)..<close])), radix: 16)
                else { return nil }
                out.append(value)
                i = close + 1
                continue
            default: return nil
            }
            i += 2
        }
        return nil
    }

    /// The Swift file's checks of its own (constants and literals); the compiler reads it later.
    static func checkSwift(_ text: String, names: [String], context: String) {
        let constants = SwiftExporterHostileNamesTests.constants(in: text)
        #expect(constants.count == names.count, "\(context): one constant per token")
        #expect(Set(constants.map(\.path)).count == constants.count, "\(context): every constant has a path of its own")
        let literals = text.split(separator: "\n").filter { $0.contains("public static let ") }.map {
            literal(endingLine: $0)
        }
        #expect(!literals.contains(nil), "\(context): a constant's literal does not decode")
        #expect(
            literals.compactMap { $0 }.sorted { $0.lexicographicallyPrecedes($1) }
                == names.map(SwiftExporterHostileNamesTests.scalars).sorted { $0.lexicographicallyPrecedes($1) },
            "\(context): the literals decode to exactly the token names")
    }

    /// What the CSS checker expects of each stylesheet: the exporter's property names (with the
    /// typography members), the strings it may quote, one comment.
    static func cssExpectations(_ matrix: ExportMatrix, source: any ThemeSource, round: FuzzRound) -> JSONValue {
        let properties = CSSPropertyNames.properties(of: matrix)
        var expected: [String] = []
        for (i, property) in properties.enumerated() {
            expected.append(property)
            if matrix.cells.contains(where: { matrix.token(at: i, in: $0.theme)?.type == .typography }) {
                expected += CSSPropertyNames.typographyMembers.map { property + $0 }
            }
        }
        #expect(Set(expected).count == expected.count, "properties are distinct: \(expected)")
        let strings = source.modifiers.flatMap(\.contexts) + [round.family, round.asset]
        return [
            "properties": .array(expected.map(codePoints)), "strings": .array(strings.map(codePoints)), "comments": 1,
        ]
    }

    /// The resource names each Android file of the day folder must list, as the exporter maps them.
    static func androidNames(_ matrix: ExportMatrix, context: String) -> [String: [String]] {
        guard let day = matrix.cell(appearance: matrix.lightContext, contrast: matrix.normalContrast) else {
            Issue.record("\(context): no day theme to list the Android names of")
            return [:]
        }
        let values = AndroidValues(
            theme: day.theme, in: matrix, names: AndroidResourceName.list(for: matrix.names))
        // Every color, dimension, typography (its font size) and duration of the day theme, none
        // dropped (names equal but for normal form, or repeated keys, are one token already).
        let types = matrix.names.indices.compactMap { matrix.token(at: $0, in: day.theme)?.type }
        #expect(
            values.colors.count == types.filter { $0 == .color }.count
                && values.dimens.count == types.filter { $0 == .dimension || $0 == .typography }.count
                && values.integers.count == types.filter { $0 == .duration }.count,
            "\(context): \(values)")
        return [
            "values/colors.xml": values.colors.map(\.name), "values/dimens.xml": values.dimens.map(\.name),
            "values/integers.xml": values.integers.map(\.name), "values-night/colors.xml": values.colors.map(\.name),
        ]
    }

    static let elements = ["colors.xml": "color", "dimens.xml": "dimen", "integers.xml": "integer"]

    /// The catalog's layout: distinct paths even on a case-insensitive file system, components
    /// that fit a file name, one color set per color token in each appearance folder.
    static func checkCatalog(_ files: [OutputFile], matrix: ExportMatrix, context: String) {
        let paths = files.map(\.path)
        #expect(Set(paths.map { $0.lowercased() }).count == paths.count, "\(context): catalog paths collide: \(paths)")
        for path in paths {
            #expect(path.split(separator: "/").allSatisfy { $0.utf8.count <= 255 }, "\(context): too long: \(path)")
        }
        // One color set per color token of each folder's theme (the light one, each extra appearance).
        var expected = 0
        for appearance in [matrix.lightContext] + matrix.extraAppearances {
            guard let cell = matrix.cell(appearance: appearance, contrast: matrix.normalContrast) else { continue }
            expected += matrix.names.indices.filter { matrix.token(at: $0, in: cell.theme)?.type == .color }.count
        }
        let colorSets = paths.filter { $0.hasSuffix(".colorset/Contents.json") }.count
        #expect(colorSets == expected, "\(context): \(colorSets) color sets: \(paths)")
    }

    @Test("every format of every round reads back with a real parser")
    func everyFormatParses() async throws {
        let seed = Self.seed
        var generator = HostileNameGenerator(seed: seed)
        let folder = try TemporaryFolder("exporter-fuzz")
        defer { folder.remove() }
        var manifest: [JSONValue] = []
        var swiftFiles: [String] = []
        for index in 0..<Self.rounds {
            let round = FuzzRound.generate(&generator)
            let context = "seed \(seed) (LIVERY_FUZZ_SEED) round \(index): \(round.summary)"
            let (report, validated) = TokenValidation.validatedSource(
                for: ["app.resolver.json"], loader: .memory(round.files))
            let source = try #require(validated, "\(context): \(report.errors)")
            var options = ExportOptions()
            options.switchableModifiers = [round.modifier]
            options.swiftNamespace = "Fuzz\(index)"
            let request = ExportRequest(source: source, options: options)
            let matrix = try ExportMatrix(request)
            let names = source.names.names
            let base = "r\(index)/"
            func write(_ files: [OutputFile], under format: String) throws -> [String] {
                try files.filter { $0.path.split(separator: "/").allSatisfy { $0.utf8.count <= 255 } }.map {
                    try folder.write(base + format + "/" + $0.path, bytes: $0.contents)
                    return base + format + "/" + $0.path
                }
            }

            let swift = try #require(try Exporter.swift.render(request).first, "\(context)")
            Self.checkSwift(swift.text, names: names, context: context)
            swiftFiles.append(try folder.write("Fuzz\(index).swift", bytes: swift.contents))

            let css = try Exporter.css.render(request)
            let cssExpected = Self.cssExpectations(matrix, source: source, round: round)
            let cssEntries: [JSONValue] = zip(css, try write(css, under: "css")).map { _, path in
                var entry = cssExpected.objectValue ?? JSONObject()
                entry["path"] = .string(path)
                return .object(entry)
            }

            let android = try Exporter.android.render(request)
            let androidNames = Self.androidNames(matrix, context: context)
            let androidEntries: [JSONValue] = try zip(android, try write(android, under: "android")).map { file, path in
                let fileName = String(file.path.split(separator: "/").last ?? "")
                let element = try #require(
                    Self.elements[fileName], "\(context): an Android file of no known kind: \(file.path)")
                return [
                    "path": .string(path), "element": .string(element),
                    "names": androidNames[file.path].map { .array($0.map { .string($0) }) } ?? .null,
                ]
            }

            let catalog = try Exporter.xcassets.render(request)
            Self.checkCatalog(catalog, matrix: matrix, context: context)
            let catalogPaths = try write(catalog, under: "xcassets")

            let json = try #require(try Exporter.json.render(request).first, "\(context)")
            let jsonPath = try #require(try write([json], under: "json").first, "\(context)")
            let themeKeys: [JSONValue] = source.allInputs.map {
                [Self.codePoints($0.description), .array(names.map(Self.codePoints))]
            }

            // The preview page: markup only where the template puts it, every context and color token name shown as itself.
            let page = try PreviewPage.render(source: source, options: options)
            let pagePath = try #require(try write([page], under: "preview").first, "\(context)")
            let colorNames = matrix.names.indices.filter { i in
                matrix.cells.contains { matrix.token(at: i, in: $0.theme)?.type == .color }
            }.map { matrix.names[$0] }
            let shownNames = source.modifiers.flatMap(\.contexts) + colorNames

            manifest.append([
                "round": .number(Double(index)), "css": .array(cssEntries), "android": .array(androidEntries),
                "xcassets": .array(catalogPaths.map { .string($0) }),
                "json": ["path": .string(jsonPath), "themes": .array(themeKeys)],
                "html": ["path": .string(pagePath), "names": .array(shownNames.map(Self.codePoints))],
            ])
        }

        // The page of a theme with plain names: how many of each element the template itself writes.
        let template = try PreviewPage.render(source: try Resolver(path: BuildPipelineTests.exampleResolver))
        let templatePath = try folder.write("template.html", bytes: template.contents)

        // One python3 for every round's CSS, XML, JSON and HTML.
        try folder.write("check.py", text: FuzzParsers.script)
        let manifestPath = try folder.write(
            "manifest.json", text: JSONWriter.string(["rounds": .array(manifest), "template": .string(templatePath)]))
        let python = try await ChildRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", folder.url("check.py").path, manifestPath], in: folder.url
        )
        #expect(python.status == 0, "seed \(seed): python3 failed:\n\(python.standardError)")
        #expect(python.standardOutput.isEmpty, "seed \(seed) (LIVERY_FUZZ_SEED):\n\(python.standardOutput)")

        // One compiler run for every round's Swift file (each its own namespace), no diagnostics.
        let livery = try BuiltLivery.current()
        let typecheck = try await SwiftExporterTests.swiftc(
            ["-typecheck", "-warnings-as-errors"] + livery.importArguments + swiftFiles, in: folder.url)
        #expect(
            typecheck.status == 0 && typecheck.output.isEmpty,
            "seed \(seed) (LIVERY_FUZZ_SEED): swiftc on Fuzz<round>.swift:\n\(typecheck.output)")
    }
}
