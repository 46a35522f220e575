import LiveryCore
import Testing

/// The entry point `livery validate` calls.
@Suite struct TokenValidationTests {
    @Test func tokenFilesAreValidatedTogetherSoCrossFileReferencesResolve() {
        let files = ["base.json": ResolverFixtures.base, "alias.json": #"{ "a": { "$value": "{base.ink}" } }"#]
        let report = TokenValidation.validate(["base.json", "alias.json"], loader: .memory(files))
        #expect(report.diagnostics.isEmpty)
        #expect(report.summary == "0 errors, 0 warnings")
    }

    @Test func repeatedKeysAreWarnings() {
        let files = ["t.json": #"{ "a": { "$type": "number", "$value": 1, "$value": 2 } }"#]
        let report = TokenValidation.validate(["t.json"], loader: .memory(files))
        #expect(
            report.warnings.map(\.description) == [
                #"t.json:1:42: key "$value" appears twice in one object; the last value is used"#
            ])
    }

    @Test func aResolverIsRecognizedByItsShape() {
        var files = ResolverFixtures.themeFiles
        files["themes.json"] = ResolverFixtures.themeResolver
        let report = TokenValidation.validate(["themes.json"], loader: .memory(files))
        #expect(report.diagnostics.isEmpty)
    }

    @Test func reportRendersEveryFindingAndASummary() {
        let files = [
            "t.json":
                #"{ "a": { "$type": "number", "$value": "{b}" }, "c": { "$type": "dimension", "$value": "1px" } }"#
        ]
        let report = TokenValidation.validate(["t.json"], loader: .memory(files))
        #expect(report.hasErrors)
        #expect(
            report.description == """
                error: t.json:1:3: a: reference {b} does not resolve
                warning: t.json:1:48: c: dimension written as a string "1px"; DTCG 2025.10 expects {"value": 1, "unit": "px"}
                1 error, 1 warning
                """)
    }

    @Test func unreadableFileIsAnError() {
        let report = TokenValidation.validate(["missing.json"], loader: .memory([:]))
        #expect(report.errors.map(\.description) == ["missing.json: file not found"])
    }
}
