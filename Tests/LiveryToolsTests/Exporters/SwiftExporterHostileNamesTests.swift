import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryTools
import Testing

/// Issue 20: whatever names a designer's token file holds, `Tokens.swift` compiles and names
/// every token under an identifier of its own.
@Suite("Swift exporter on hostile names")
struct SwiftExporterHostileNamesTests {
    static let nfc = "s\u{E9}pia"
    static let nfd = "se\u{301}pia"
    static let long = String(repeating: "very-long-", count: 30)

    /// Groups named as the module and types the generated code names (`Livery`, `TokenName`,
    /// `TokenKinds`), as standard types (`String`, `Swift`, `Hashable`, …) or as Swift's own words, names equal but for case, accents or Unicode
    /// normalisation, 300-character names, leading digits, keywords, and typography tokens
    /// whose identifiers collide.
    static let tokens = """
        {
          "string": { "$type": "number", "small": { "$value": 1 }, "String": { "$value": 2 } },
          "String": { "$type": "number", "large": { "$value": 3 } },
          "swift": { "$type": "number", "version": { "$value": 6 } },
          "Swift": { "$type": "number", "string": { "$value": 6.3 } },
          "double": { "$type": "number", "half": { "$value": 0.5 } },
          "int": { "$type": "number", "one": { "$value": 1 } },
          "bool": { "$type": "number", "yes": { "$value": 1 } },
          "name": { "$type": "number", "x": { "$value": 1 }, "Name": { "$value": 2 } },
          "livery": { "$type": "number", "x": { "$value": 1 } },
          "token-name": { "$type": "number", "x": { "$value": 1 } },
          "token-kinds": { "$type": "number", "x": { "$value": 1 } },
          "hashable": { "$type": "number", "x": { "$value": 1 } },
          "sendable": { "$type": "number", "x": { "$value": 1 } },
          "raw-representable": { "$type": "number", "x": { "$value": 1 } },
          "raw-value": { "$type": "number", "x": { "$value": 1 } },
          "expressible-by-string-literal": { "$type": "number", "x": { "$value": 1 } },
          "string-literal-type": { "$type": "number", "x": { "$value": 1 } },
          "custom-string-convertible": { "$type": "number", "x": { "$value": 1 } },
          "optional": { "$type": "number", "none": { "$value": 0 } },
          "never": { "$type": "number", "x": { "$value": 1 } },
          "any": { "$type": "number", "x": { "$value": 1 } },
          "self": { "$type": "number", "self": { "$value": 1 }, "Self": { "$value": 2 } },
          "Type": { "$type": "number", "Type": { "$value": 1 }, "Protocol": { "$value": 2 } },
          "protocol": { "$type": "number", "init": { "$value": 1 } },
          "tokens": { "$type": "number", "x": { "$value": 1 } },
          "default": { "$type": "number", "default": { "$value": 1 } },
          "class": { "$type": "number", "class": { "$value": 1 }, "in": { "$value": 2 } },
          "in": { "$type": "number", "where": { "$value": 1 } },
          "2XL": { "$type": "number", "a": { "$value": 1 } },
          "1st-place": { "$type": "number", "2nd": { "$value": 1 }, "3": { "$value": 2 } },
          "color": {
            "$type": "color",
            "Primary": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
            "primary": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0] } },
            "PRIMARY": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } },
            "\(nfc)": { "$value": { "colorSpace": "srgb", "components": [0.44, 0.26, 0.08] } },
            "s\u{E8}pia": { "$value": { "colorSpace": "srgb", "components": [0.4, 0.3, 0.1] } },
            "sepia": { "$value": { "colorSpace": "srgb", "components": [0.4, 0.3, 0.2] } },
            "\(long)": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }
          },
          "Color": {
            "$type": "color",
            "\(nfd)": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.3, 0.1] } }
          },
          "palette": {
            "$type": "color",
            "\(nfc)": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } },
            "\(nfd)": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.2, 0.2] } }
          },
          "\(long)": { "$type": "number", "x": { "$value": 1 } },
          "typography": {
            "$type": "typography",
            "heading-1": { "$value": \(typography(24)) },
            "heading1": { "$value": \(typography(25)) },
            "Heading1": { "$value": \(typography(26)) },
            "heading": { "1": { "$value": \(typography(27)) }, "-1": { "$value": \(typography(28)) } },
            "body": { "$value": \(typography(16)) },
            "body-font-size": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } },
            "bodyFontSize": { "$type": "dimension", "$value": { "value": 17, "unit": "px" } }
          },
          "odd": {
            "$type": "number",
            "nul\\u0000name": {
              "$value": 1, "$description": "line\\nbreak, nul\\u0000, escape\\u001b[31m, next line\\u0085, \\u2028",
              "$deprecated": "use \\"x\\" \\\\ instead\\u0000"
            },
            "quote\\"name": { "$value": 1 },
            "back\\\\slash": { "$value": 1 }
          },
          "default-top": { "$type": "number", "$value": 1 },
          "Default": { "$type": "number", "$value": 1 },
          "Self": { "$type": "number", "$value": 1 },
          "init": { "$type": "number", "$value": 1 },
          "Primary": { "$type": "number", "$value": 1 },
          "PRIMARY-": { "$type": "number", "$value": 1 },
          "2xl": { "$type": "number", "$value": 1 },
          "_2xl": { "$type": "number", "$value": 1 },
          "rawValue": { "$type": "number", "$value": 1 },
          "description": { "$type": "number", "$value": 1 }
        }
        """

    static func typography(_ size: Int) -> String {
        """
        { "fontFamily": ["Inter", "sans-serif"], "fontSize": { "value": \(size), "unit": "px" }, \
        "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 }
        """
    }

    static func resolver() throws -> Resolver {
        let resolver = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "hostile.tokens.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }]
            }
            """
        return try Resolver(
            path: "app.resolver.json", loader: .memory(["app.resolver.json": resolver, "hostile.tokens.json": tokens]))
    }

    /// One constant of the generated file: `Tokens.<group>.<member>` (`group` `nil` for a
    /// constant of the namespace itself), identifiers as written (keywords in backticks).
    struct Constant: Hashable {
        var group: String?
        var member: String
        var path: String { ["Tokens", group, member].compactMap { $0 }.joined(separator: ".") }
    }

    /// The constants `Tokens.swift` declares, in order, read from its text.
    static func constants(in swift: String) -> [Constant] {
        var group: String?
        var found: [Constant] = []
        for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("    public enum "), line.hasSuffix(" {") {
                group = String(line.dropFirst("    public enum ".count).dropLast(2))
            } else if line == "    }" {
                group = nil
            } else if let range = line.range(of: "public static let "),
                let colon = line.range(of: ": Livery.TokenName<")
            {
                found.append(Constant(group: group, member: String(line[range.upperBound..<colon.lowerBound])))
            }
        }
        return found
    }

    /// Scalars as numbers, so that sorting and comparing keep NFC and NFD apart.
    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test("the file compiles, and every token is reachable under a name of its own")
    func compilesAndReachesEveryToken() async throws {
        let resolver = try Self.resolver()
        let names = resolver.names.names
        // The checks below are only as good as the source: every hostile name made it in.
        #expect(names.contains("string.small") && names.contains("String.large") && names.contains("Swift.string"))
        #expect(names.contains("color.Primary") && names.contains("color.primary") && names.contains("Primary"))
        #expect(names.contains("color.\(Self.long)") && names.contains("\(Self.long).x"))
        #expect(names.contains("odd.nul\u{0}name") && names.contains("odd.quote\"name"))
        #expect(names.contains { Self.scalars($0) == Self.scalars("Color.\(Self.nfd)") })
        #expect(names.contains { Self.scalars($0) == Self.scalars("color.\(Self.nfc)") })
        // NFC and NFD spellings in one group are one key to Swift's `String`, so one token (the
        // file's duplicate-key warning says so): the exporter sees one.
        #expect(names.filter { $0 == "palette.\(Self.nfc)" }.count == 1)
        #expect(names.count == 67)

        let file = try #require(try Exporter.swift.render(ExportRequest(source: resolver)).first)
        let swift = file.text
        let constants = Self.constants(in: swift)
        #expect(constants.count == names.count, "one constant per token\n\(swift)")
        #expect(Set(constants.map(\.path)).count == constants.count, "every constant has a path of its own")

        let livery = try BuiltLivery.current()
        let folder = try TemporaryFolder("swift-hostile")
        defer { folder.remove() }
        try folder.write(file.path, text: swift)
        // On its own, warnings as errors: the file is what an app target compiles.
        let typecheck = try await SwiftExporterTests.swiftc(
            ["-typecheck", "-warnings-as-errors"] + livery.importArguments + [file.path], in: folder.url)
        #expect(typecheck.status == 0, "swiftc -typecheck failed:\n\(typecheck.output)\n--- generated ---\n\(swift)")

        // Every constant by its path; the program prints each raw value as Unicode scalars
        // (hex), one per line, so the names come back exactly, NFC and NFD apart.
        var use = "import Livery\n\nlet names: [String] = [\n"
        for constant in constants { use += "    \(constant.path).name,\n" }
        use += """
            ]
            for name in names {
                print(name.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }

            """
        try folder.write("main.swift", text: use)
        let build = try await SwiftExporterTests.swiftc(
            livery.importArguments + [file.path, "main.swift"] + (try livery.objectFiles()) + ["-o", "check"],
            in: folder.url)
        #expect(build.status == 0, "swiftc failed:\n\(build.output)\n--- generated ---\n\(swift)")
        let run = try await ChildRun.run(folder.url("check"), [], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let printed = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.split(separator: " ").map { UInt32($0, radix: 16) ?? .max }
        }
        // Each token exactly once.
        #expect(
            printed.sorted { $0.lexicographicallyPrecedes($1) }
                == names.map(Self.scalars).sorted { $0.lexicographicallyPrecedes($1) })

        // Groups shadowing Swift's types keep their names; suffixes go in token order.
        var paths: [[UInt32]: String] = [:]
        for (constant, name) in zip(constants, printed) { paths[name] = constant.path }
        let expected: [(name: String, path: String)] = [
            ("string.small", "Tokens.String.small"),
            ("string.String", "Tokens.String.string"),
            ("String.large", "Tokens.String.large"),
            ("swift.version", "Tokens.Swift.version"),
            ("Swift.string", "Tokens.Swift.string"),
            ("double.half", "Tokens.Double.half"),
            ("name.x", "Tokens.Name.x"),
            ("livery.x", "Tokens.Livery2.x"),
            ("token-name.x", "Tokens.TokenName.x"),
            ("token-kinds.x", "Tokens.TokenKinds.x"),
            ("hashable.x", "Tokens.Hashable.x"),
            ("raw-value.x", "Tokens.RawValue.x"),
            ("string-literal-type.x", "Tokens.StringLiteralType.x"),
            ("self.self", "Tokens.Self_.self_"),
            ("self.Self", "Tokens.Self_.self_2"),
            ("Type.Type", "Tokens.Type_.type"),
            ("Type.Protocol", "Tokens.Type_.`protocol`"),
            ("protocol.init", "Tokens.Protocol_.init_"),
            ("any.x", "Tokens.`Any`.x"),
            ("default.default", "Tokens.Default.`default`"),
            ("class.class", "Tokens.Class.`class`"),
            ("class.in", "Tokens.Class.`in`"),
            ("color.Primary", "Tokens.Color.primary"),
            ("color.primary", "Tokens.Color.primary2"),
            ("color.PRIMARY", "Tokens.Color.primary3"),
            ("color.\(Self.nfc)", "Tokens.Color.sPia"),
            ("color.s\u{E8}pia", "Tokens.Color.sPia2"),
            ("Color.\(Self.nfd)", "Tokens.Color.sPia3"),
            ("2XL.a", "Tokens._2xl.a"),
            ("2xl", "Tokens._2xl2"),
            ("_2xl", "Tokens._2xl3"),
            ("Default", "Tokens.`default`"),
            ("Self", "Tokens.self_"),
            ("typography.heading-1", "Tokens.Typography.heading1"),
            ("typography.heading1", "Tokens.Typography.heading12"),
            ("typography.Heading1", "Tokens.Typography.heading13"),
            ("typography.heading.1", "Tokens.Typography.heading14"),
            ("typography.heading.-1", "Tokens.Typography.heading15"),
            ("typography.body-font-size", "Tokens.Typography.bodyFontSize"),
            ("typography.bodyFontSize", "Tokens.Typography.bodyFontSize2"),
        ]
        for (name, path) in expected {
            #expect(paths[Self.scalars(name)] == path, "\(name)")
        }
        // Control characters are escaped in doc comments too (a NUL is a compiler warning).
        #expect(swift.contains("/// `odd.nul\\u{0}name` (number)"))
        #expect(swift.contains("/// line break, nul\\u{0}, escape\\u{1b}[31m, next line ,  "))
        #expect(swift.contains("@available(*, deprecated, message: \"use \\\"x\\\" \\\\ instead\\u{0}\")"))
    }
}
