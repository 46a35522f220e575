import Foundation
import LiveryCLI
import LiveryCore
import LiveryTestSupport
import Testing

@Suite("livery merge, audit and derive")
struct AnalysisCommandTests {
    // MARK: merge

    @Test func mergeKeepsIdenticalTokensOnceAndWritesTheDocument() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let a = try folder.write(
            "a.tokens.json",
            text: #"{"size": {"$type": "number", "$value": 4}, "gap": {"$type": "number", "$value": 8}}"#)
        let b = try folder.write(
            "b.tokens.json",
            text: #"{"size": {"$type": "number", "$value": 4}, "pad": {"$type": "number", "$value": 2}}"#)
        let output = folder.path + "/merged.tokens.json"
        let (status, io) = livery("merge", a, b, "-o", output)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardOutput.contains("duplicate: size (identical in \(a), \(b))"), "\(io.standardOutput)")
        let merged = try JSONFile.load(path: output)
        #expect(merged.objectValue?.keys == ["size", "gap", "pad"])
    }

    @Test func mergeConflictFailsAndWritesNothingUnlessAFileIsPreferred() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let a = try folder.write("a.tokens.json", text: #"{"size": {"$type": "number", "$value": 4}}"#)
        let b = try folder.write("b.tokens.json", text: #"{"size": {"$type": "number", "$value": 5}}"#)
        let output = folder.path + "/merged.tokens.json"
        let conflicted = livery("merge", a, b, "-o", output)
        #expect(conflicted.status == 1)
        #expect(conflicted.io.standardOutput.hasPrefix("conflict: size\n  \(a): number 4\n  \(b): number 5\n"))
        #expect(
            conflicted.io.standardError == "error: not merged: 1 unsettled conflict (listed above); nothing written\n")
        #expect(!FileManager.default.fileExists(atPath: output))

        let preferred = livery("merge", a, b, "-o", output, "--prefer", b)
        #expect(preferred.status == 0, "\(preferred.io.standardError)")
        #expect(try JSONFile.load(path: output)["size"]?["$value"] == 5)
    }

    @Test func aTokenThatIsAGroupElsewhereFailsTheMergeAndSaysSo() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let a = try folder.write("a.tokens.json", text: ##"{"c": {"$type": "color", "a": {"$value": "#ffffff"}}}"##)
        let d = try folder.write("d.tokens.json", text: #"{"c": {"a": {"b": {"$type": "number", "$value": 1}}}}"#)
        let output = folder.path + "/merged.tokens.json"
        let (status, io) = livery("merge", a, d, "-o", output)
        #expect(status == 1)
        #expect(io.standardOutput.hasPrefix("c.a: is a token in \(a) and a group in \(d)\n"), "\(io.standardOutput)")
        #expect(io.standardError == "error: not merged: 1 structural error (listed above); nothing written\n")
        #expect(
            io.standardOutput.hasSuffix(
                "1 token from 2 files; 0 duplicates, 0 conflicts (0 unsettled), 0 alias candidates\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func preferringAFileNotMergedIsAUsageError() {
        let (status, io) = livery("merge", "a.json", "b.json", "-o", "m.json", "--prefer", "c.json")
        #expect(status == 2)
        #expect(
            io.standardError.hasPrefix("Error: --prefer c.json is not one of the files to merge (a.json, b.json)\n"))
    }

    // MARK: audit

    @Test func auditOfPassingPairsExitsWith0AndSummarises() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let pairs = try folder.write("pairs.json", text: ExamplePairs.passing)
        let (status, io) = livery("audit", TestPaths.exampleResolver, "--pairs", pairs)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardOutput.hasPrefix("Foreground"))
        #expect(io.standardOutput.hasSuffix("\n32 checks, 0 failed\n"), "\(io.standardOutput)")
    }

    @Test func auditWithAFailingPairExitsWith1() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let pairs = try folder.write("pairs.json", text: ExamplePairs.failing)
        let (status, io) = livery("audit", TestPaths.exampleResolver, "--pairs", pairs, "--json")
        #expect(status == 1)
        let json = try JSONParser.parse(io.standardOutput)
        #expect(json["passed"] == false)
        #expect(json["checks"] == 8)
        #expect(json["failed"] == 8)
    }

    @Test func auditOfAnUnknownTokenSaysWhere() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let pairs = try folder.write("pairs.json", text: ExamplePairs.unknownToken)
        let (status, io) = livery("audit", TestPaths.exampleResolver, "--pairs", pairs)
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(io.standardError.hasPrefix("error: \(pairs)"), "\(io.standardError)")
        #expect(io.standardError.contains("pairs[0].foreground"), "\(io.standardError)")
    }

    // MARK: derive

    @Test func deriveReportsWhatAuditSaysOfTheWrittenFileAndCanAddTheResolverEntry() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let themes = folder.path + "/themes"
        try FileManager.default.copyItem(
            atPath: (TestPaths.exampleResolver as NSString).deletingLastPathComponent, toPath: themes)
        let resolver = themes + "/app.resolver.json"
        let pairs = try folder.write("pairs.json", text: ExamplePairs.passing)
        let output = themes + "/theme/dim.tokens.json"
        let arguments = [
            "derive", resolver, "--from", "dark", "--to", "dim", "--strategy", "compress-lightness", "--pairs", pairs,
            "-o", output,
        ]
        let (_, withoutEntry) = livery(arguments)
        #expect(withoutEntry.standardOutput.hasPrefix("Derived "), "\(withoutEntry.standardOutput)")
        #expect(withoutEntry.standardError.contains("rerun with --add-to-resolver"), "\(withoutEntry.standardError)")
        #expect(withoutEntry.standardError.contains(#"{ "$ref": "theme/dim.tokens.json" }"#))

        let (status, io) = livery(arguments + ["--add-to-resolver", "--json"])
        #expect(io.standardError.contains("added \"theme/dim.tokens.json\""), "\(io.standardError)")
        #expect(livery("validate", resolver).status == 0)
        // The derive report's checks are the audit's rows for the dim combinations.
        let (auditStatus, audit) = livery("audit", resolver, "--pairs", pairs, "--json")
        let report = try JSONParser.parse(audit.standardOutput)
        let dimRows = (report["results"]?.arrayValue ?? []).filter {
            $0["context"]?.stringValue?.hasPrefix("theme=dim") == true
        }
        let derived = try JSONParser.parse(io.standardOutput)
        #expect(derived["audit"]?["results"]?.arrayValue == dimRows)
        #expect(status == (dimRows.allSatisfy { $0["pass"] == true } ? 0 : 1))
        #expect(auditStatus == status)

        // Now the resolver reads the derived file: deriving onto it again would destroy an input.
        let (again, refused) = livery(arguments)
        #expect(again == 2)
        #expect(refused.standardError.contains("writing it would destroy"), "\(refused.standardError)")
    }

    /// A blue button with white text on a shared palette: kept with `--fills keep` (the
    /// default), mirrored with the palette and its text decided against it with `--fills
    /// mirror`; both pass their pairs.
    @Test func deriveKeepsOrMirrorsSaturatedFillsAsToldByFills() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let blue = [
            "10": "#edf5ff", "20": "#d0e2ff", "30": "#a6c8ff", "40": "#78a9ff", "50": "#4589ff",
            "60": "#0f62fe", "70": "#0043ce", "80": "#002d9c", "90": "#001d6c",
        ]
        let gray = [
            "10": "#f4f4f4", "20": "#e0e0e0", "30": "#c6c6c6", "40": "#a8a8a8", "50": "#8d8d8d",
            "60": "#6f6f6f", "70": "#525252", "80": "#393939", "90": "#262626", "100": "#161616",
        ]
        _ = try folder.write(
            "palette.tokens.json",
            text:
                ##"{"$type": "color", "palette": {"white": {"$value": "#ffffff"}, "blue": {\##(Self.steps(blue))}, "gray": {\##(Self.steps(gray))}}}"##
        )
        _ = try folder.write(
            "light.tokens.json",
            text: """
                {"$type": "color", "color": {"page": {"$value": "{palette.white}"}, "text": {"$value": "{palette.gray.100}"},
                 "primary": {"$value": "{palette.blue.60}"}, "on-primary": {"$value": "{palette.white}"}}}
                """)
        let resolver = try Self.writePaletteResolver(in: folder)
        let pairs = try folder.write(
            "pairs.json",
            text: """
                [{"foreground": "color.text", "background": "color.page", "minimum": "text"},
                 {"foreground": "color.on-primary", "background": "color.primary", "minimum": "text"}]
                """)
        func derived(_ extra: [String]) throws -> [String: String] {
            let (status, io) = Self.deriveDark(resolver, pairs: pairs, in: folder, extra)
            #expect(status == 0, "\(io.standardError)")
            return try Self.derivedTokens(io)
        }
        let kept = try derived([])
        #expect(kept["color.primary"] == "{palette.blue.60}")
        #expect(try derived(["--fills", "keep"]) == kept)
        let mirrored = try derived(["--fills", "mirror"])
        #expect(mirrored["color.primary"] != "{palette.blue.60}", "\(mirrored)")
        #expect(mirrored["color.primary"]?.hasPrefix("{palette.blue.") == true, "the fill stays on its ramp")
        #expect(
            mirrored["color.on-primary"] != kept["color.on-primary"], "its text is decided against the lighter fill")
        let (status, io) = livery(
            "derive", resolver, "--from", "light", "--to", "dark", "--fills", "invert", "-o", "/tmp/never.json")
        #expect(status == 2)
        #expect(io.standardError.contains("keep"), "\(io.standardError)")
    }

    /// A hairline border the light reads at 1.1:1: raised to 3:1 by default, kept as faint
    /// with `--faint-pairs keep` (the check then fails, exit status 1, the file written); an
    /// unknown value is a usage error.
    @Test func deriveRaisesOrKeepsFaintPairsAsToldByFaintPairs() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let gray = [
            "10": "#f4f4f4", "20": "#e0e0e0", "30": "#c6c6c6", "40": "#a8a8a8", "50": "#8d8d8d",
            "60": "#6f6f6f", "70": "#525252", "80": "#393939", "90": "#262626", "100": "#161616",
        ]
        _ = try folder.write(
            "palette.tokens.json",
            text: ##"{"$type": "color", "palette": {"white": {"$value": "#ffffff"}, "gray": {\##(Self.steps(gray))}}}"##
        )
        _ = try folder.write(
            "light.tokens.json",
            text: """
                {"$type": "color", "color": {"page": {"$value": "{palette.white}"}, "text": {"$value": "{palette.gray.100}"},
                 "hairline": {"$value": "{palette.gray.10}"}}}
                """)
        let resolver = try Self.writePaletteResolver(in: folder)
        let pairs = try folder.write(
            "pairs.json",
            text: """
                [{"foreground": "color.text", "background": "color.page", "minimum": "text"},
                 {"foreground": "color.hairline", "background": "color.page", "minimum": "non-text"}]
                """)
        func derived(_ extra: [String]) throws -> (status: Int32, hairline: String?) {
            let (status, io) = Self.deriveDark(resolver, pairs: pairs, in: folder, extra)
            return (status, try Self.derivedTokens(io)["color.hairline"])
        }
        let fixed = try derived([])
        #expect(fixed.status == 0)
        #expect(try derived(["--faint-pairs", "fix"]).hairline == fixed.hairline)
        let kept = try derived(["--faint-pairs", "keep"])
        #expect(kept.status == 1, "the kept hairline fails its 3:1, as the audit says")
        #expect(kept.hairline != fixed.hairline)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/dark.tokens.json"))
        let (status, io) = livery(
            "derive", resolver, "--from", "light", "--to", "dark", "--faint-pairs", "loose", "-o", "/tmp/never.json")
        #expect(status == 2)
        #expect(io.standardError.contains("keep"), "\(io.standardError)")
    }

    /// `--anchor <token>=<color>`: the page written as the palette step of that color (given
    /// as a color or as a reference to the step); a malformed value is a usage error (2)
    /// naming the option, a token derive cannot write or a reference to no palette color is
    /// an error (1) naming it, and neither writes a file.
    @Test func deriveWritesAnAnchoredTokenAsStated() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        _ = try folder.write(
            "palette.tokens.json",
            text: """
                {"$type": "color", "palette": {"white": {"$value": "#ffffff"},
                 "gray": {"10": {"$value": "#f4f4f4"}, "30": {"$value": "#c6c6c6"}, "50": {"$value": "#8d8d8d"},
                          "70": {"$value": "#525252"}, "90": {"$value": "#262626"}, "100": {"$value": "#161616"}}}}
                """)
        _ = try folder.write(
            "light.tokens.json",
            text: """
                {"$type": "color", "color": {"page": {"$value": "{palette.white}"}, "text": {"$value": "{palette.gray.100}"}}}
                """)
        let resolver = try Self.writePaletteResolver(in: folder)
        let output = folder.path + "/dark.tokens.json"
        func derive(_ anchors: String...) -> (status: Int32, io: CapturedIO) {
            livery(
                ["derive", resolver, "--from", "light", "--to", "dark", "--json", "-o", output]
                    + anchors.flatMap { ["--anchor", $0] })
        }
        let (status, io) = derive("color.page=#161616")
        #expect(status == 0, "\(io.standardError)")
        let report = try JSONParser.parse(io.standardOutput)
        let tokens = try #require(report["tokens"]?.arrayValue)
        let page = try #require(tokens.first { $0["name"]?.stringValue == "color.page" })
        #expect(page["new"]?.stringValue == "{palette.gray.100}")
        #expect(page["kind"]?.stringValue == "anchored")
        try FileManager.default.removeItem(atPath: output)
        let (byReference, referenceIO) = derive("color.page={palette.gray.90}")
        #expect(byReference == 0, "\(referenceIO.standardError)")
        #expect(referenceIO.standardOutput.contains(#""new":"{palette.gray.90}""#), "\(referenceIO.standardOutput)")
        try FileManager.default.removeItem(atPath: output)
        for (value, says) in [
            ("color.page={palette.gray.95}", "{palette.gray.95} names no color token"),
            ("color.page={color.text}", "{color.text} is derived too"),
        ] {
            let (status, io) = derive(value)
            #expect(status == 1, "\(value)")
            #expect(io.standardError.contains(says), "\(io.standardError)")
        }
        for (value, says) in [
            ("color.page", "expects <token>=<color>"), ("=#000000", "expects <token>=<color>"),
            ("color.page=#12", "invalid color '#12'"),
        ] {
            let (status, io) = derive(value)
            #expect(status == 2, "\(value)")
            #expect(io.standardError.contains("--anchor") && io.standardError.contains(says), "\(io.standardError)")
        }
        let (twice, twiceIO) = derive("color.page=#000000", "color.page=#111111")
        #expect(twice == 2)
        #expect(twiceIO.standardError.contains("more than once"), "\(twiceIO.standardError)")
        let (unknown, unknownIO) = derive("color.pag=#000000")
        #expect(unknown == 1)
        #expect(unknownIO.standardError.contains("color.pag"), "\(unknownIO.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output), "no file is written")
    }

    /// `--anchor` speaks for the tokens beside the one it names: a button stated as its own
    /// light color keeps its hover and pressed steps, and a label stated a step deeper takes
    /// its analogue on the other hue's ramp a step deeper too — in the file written.
    @Test func deriveAnchorsCarryToStatesAndAnalogues() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        func ramp(_ hexes: [String]) -> String {
            zip([10, 20, 30, 60, 80], hexes).map { #""\#($0)": {"$value": "\#($1)"}"# }.joined(separator: ", ")
        }
        _ = try folder.write(
            "palette.tokens.json",
            text: """
                {"$type": "color", "palette": {"white": {"$value": "#ffffff"}, "black": {"$value": "#161616"},
                 "blue": {\(ramp(["#edf5ff", "#d0e2ff", "#a6c8ff", "#0f62fe", "#002d9c"]))},
                 "red": {\(ramp(["#fff1f1", "#ffd7d9", "#ffb3b8", "#da1e28", "#750e13"]))}}}
                """)
        _ = try folder.write(
            "light.tokens.json",
            text: """
                {"$type": "color", "color": {"page": {"$value": "{palette.white}"}, "text": {"$value": "{palette.black}"},
                 "button": {"rest": {"$value": "{palette.blue.60}"}, "hover": {"$value": "{palette.blue.80}"}},
                 "label": {"blue": {"$value": "{palette.blue.20}"}, "red": {"$value": "{palette.red.20}"}}}}
                """)
        let resolver = try Self.writePaletteResolver(in: folder)
        let output = folder.path + "/dark.tokens.json"
        func written(_ anchors: [String]) throws -> JSONValue {
            let (status, io) = livery(
                ["derive", resolver, "--from", "light", "--to", "dark", "--overwrite", "-o", output]
                    + anchors.flatMap { ["--anchor", $0] })
            #expect(status == 0, "\(io.standardError)")
            defer { try? FileManager.default.removeItem(atPath: output) }
            return try JSONParser.parse(
                String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self))
        }
        let plain = try written([])
        #expect(plain["color"]?["button"]?["hover"]?["$value"]?.stringValue != "{palette.blue.80}")
        #expect(plain["color"]?["label"]?["red"]?["$value"]?.stringValue != "{palette.red.30}")
        let anchored = try written(["color.button.rest=#0f62fe", "color.label.blue=#a6c8ff"])
        #expect(anchored["color"]?["button"]?["hover"]?["$value"]?.stringValue == "{palette.blue.80}")
        #expect(anchored["color"]?["label"]?["red"]?["$value"]?.stringValue == "{palette.red.30}")
    }

    /// A dark palette the designers made, kept (no `--overwrite`): `--anchor` may name one of
    /// its steps, and takes the step's dark color.
    @Test func deriveAnchorsToAStepOfTheKeptDarkPalette() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        func ramp(_ hexes: [String]) -> String {
            hexes.enumerated().map { #""\#($0 + 1)": {"$value": "\#($1)"}"# }.joined(separator: ", ")
        }
        _ = try folder.write(
            "light.tokens.json",
            text:
                ##"{"$type": "color", "palette": {"gray": {\##(ramp(["#ffffff", "#e0e0e0", "#a0a0a0", "#606060", "#202020"]))}}, "color": {"page": {"$value": "{palette.gray.1}"}, "text": {"$value": "{palette.gray.5}"}}}"##
        )
        _ = try folder.write(
            "dark.tokens.json",
            text:
                ##"{"$type": "color", "palette": {"gray": {\##(ramp(["#121212", "#2a2a2a", "#555555", "#9a9a9a", "#eeeeee"]))}}}"##
        )
        _ = try folder.write(
            "shared.tokens.json", text: #"{"alias": {"bg": {"$type": "color", "$value": "{palette.gray.2}"}}}"#)
        let resolver = try folder.write(
            "app.resolver.json",
            text: """
                {"version": "2025.10", "sets": {"shared": {"sources": [{"$ref": "shared.tokens.json"}]}},
                 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}],
                   "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/sets/shared"}, {"$ref": "#/modifiers/theme"}]}
                """)
        // A shared alias of the step reads the step's dark color too; with --overwrite the
        // step is derived, and its dark color is not known yet.
        let (viaAlias, aliasIO) = livery(
            "derive", resolver, "--from", "light", "--to", "dark", "--anchor", "color.page={alias.bg}", "--json",
            "-o", folder.path + "/derived.tokens.json")
        #expect(viaAlias == 0, "\(aliasIO.standardError)")
        #expect(aliasIO.standardOutput.contains(#""new":"{palette.gray.2}""#), "\(aliasIO.standardOutput)")
        let (overwriting, overwriteIO) = livery(
            "derive", resolver, "--from", "light", "--to", "dark", "--overwrite", "--anchor", "color.page={alias.bg}",
            "-o", folder.path + "/derived.tokens.json")
        #expect(overwriting == 1)
        #expect(overwriteIO.standardError.contains("{alias.bg} is derived too"), "\(overwriteIO.standardError)")
        let (status, io) = livery(
            "derive", resolver, "--from", "light", "--to", "dark", "--anchor", "color.page={palette.gray.2}", "--json",
            "-o", folder.path + "/derived.tokens.json")
        #expect(status == 0, "\(io.standardError)")
        let report = try JSONParser.parse(io.standardOutput)
        let tokens = try #require(report["tokens"]?.arrayValue)
        let page = try #require(tokens.first { $0["name"]?.stringValue == "color.page" })
        #expect(page["new"]?.stringValue == "{palette.gray.2}", "\(JSONWriter.string(page))")
        #expect(page["kind"]?.stringValue == "anchored")
        let step = try #require(tokens.first { $0["name"]?.stringValue == "palette.gray.2" })
        #expect(step["kind"]?.stringValue == "kept")
        #expect(step["new"]?.stringValue == "#2a2a2a")
    }

    /// Writes `app.resolver.json` over `palette.tokens.json` (shared) and a `theme` modifier
    /// whose light reads `light.tokens.json` and whose dark has no file yet; returns its path.
    /// The members of a palette group, `"10": {"$value": "#f4f4f4"}, …`, in step-name order.
    static func steps(_ steps: [String: String]) -> String {
        steps.sorted { $0.key < $1.key }.map { #""\#($0.key)": {"$value": "\#($0.value)"}"# }.joined(separator: ", ")
    }

    /// `livery derive <resolver> --from light --to dark --pairs <pairs> --json`, written to
    /// `dark.tokens.json` in `folder`, with `extra` arguments.
    static func deriveDark(
        _ resolver: String, pairs: String, in folder: TemporaryFolder, _ extra: [String]
    ) -> (status: Int32, io: CapturedIO) {
        livery(
            [
                "derive", resolver, "--from", "light", "--to", "dark", "--pairs", pairs, "--json", "-o",
                folder.path + "/dark.tokens.json",
            ] + extra)
    }

    /// Each token's new value, by name, in the `--json` report `livery derive` printed to `io`.
    static func derivedTokens(_ io: CapturedIO) throws -> [String: String] {
        let report = try JSONParser.parse(io.standardOutput)
        return Dictionary(
            uniqueKeysWithValues: try #require(report["tokens"]?.arrayValue).compactMap { token in
                token["name"]?.stringValue.flatMap { name in token["new"]?.stringValue.map { (name, $0) } }
            })
    }

    static func writePaletteResolver(in folder: TemporaryFolder) throws -> String {
        try folder.write(
            "app.resolver.json",
            text: """
                {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "palette.tokens.json"}]}},
                 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": []},
                   "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
                """)
    }

    @Test func deriveOfAnUnknownContextIsAUsageErrorListingTheContexts() {
        let (status, io) = livery(
            "derive", TestPaths.exampleResolver, "--from", "dusk", "--to", "dark", "-o", "/tmp/never.json")
        #expect(status == 2)
        #expect(
            io.standardError.hasPrefix(
                "Error: --from dusk: no modifier has a context 'dusk'; contexts: theme: light, dark; contrast: normal, high; brand: default, acme\n"
            ))
    }

    @Test func deriveToAnUnknownContextNoStrategySuggestsNamesItAndTheKnownOnes() {
        let (status, io) = livery(
            "derive", TestPaths.exampleResolver, "--from", "light", "--to", "sepia", "-o", "/tmp/never.json")
        #expect(status == 2)
        #expect(
            io.standardError.hasPrefix(
                "Error: modifier 'theme' has no context 'sepia'; contexts: light, dark; to create it, choose a strategy with --strategy ("
            ), "\(io.standardError)")
    }

    @Test func deriveFromAContextToItselfIsAUsageError() {
        let (status, io) = livery(
            "derive", TestPaths.exampleResolver, "--from", "dark", "--to", "theme=dark", "-o", "/tmp/never.json")
        #expect(status == 2)
        #expect(io.standardError.hasPrefix("Error: --from and --to are both 'dark'; derive another context\n"))
    }

    @Test func deriveToAContextOfAnotherModifierIsAUsageError() {
        let (status, io) = livery(
            "derive", TestPaths.exampleResolver, "--from", "light", "--to", "contrast=high", "-o", "/tmp/never.json")
        #expect(status == 2)
        #expect(
            io.standardError.hasPrefix(
                "Error: --to contrast=high is not a context of 'theme', the modifier --from belongs to\n"))
    }
}
