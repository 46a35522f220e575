import Foundation
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
        #expect(conflicted.io.standardError == "error: not merged: 1 unsettled conflicts; nothing written\n")
        #expect(!FileManager.default.fileExists(atPath: output))

        let preferred = livery("merge", a, b, "-o", output, "--prefer", b)
        #expect(preferred.status == 0, "\(preferred.io.standardError)")
        #expect(try JSONFile.load(path: output)["size"]?["$value"] == 5)
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
