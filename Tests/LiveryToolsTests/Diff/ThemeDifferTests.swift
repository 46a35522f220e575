import LiveryCore
import LiveryTestSupport
import LiveryTools
import Testing

@Suite("ThemeDiffer: what changed between two theme sources")
struct ThemeDifferTests {
    /// Every change class of the fixture, expected in each of its two contexts.
    static let expectedChanges: [(kind: TokenChange.Kind, name: String)] = [
        (.added, "color.palette.green"),
        (.removed, "color.legacy"),
        (.renamed, "color.brand.main"),
        (.typeChanged, "space.sm"),
        (.valueChanged, "color.bg"),
        (.valueChanged, "color.text"),
        (.valueChanged, "color.accent"),
        (.aliasRepointed, "color.link"),
    ]

    @Test(arguments: ["theme=light", "theme=dark"])
    func everyChangeClassIsReportedInEachContext(context: String) throws {
        let diff = try DiffFixture.diff()
        #expect(diff.contexts.map(\.context) == ["theme=dark", "theme=light"])
        let found = try #require(diff.contexts.first { $0.context == context })
        for (kind, name) in Self.expectedChanges {
            #expect(found.changes.contains { $0.kind == kind && $0.name == name }, "\(context): no \(kind) \(name)")
        }
        #expect(found.changes.count == Self.expectedChanges.count, "\(context): \(found.changes.map(\.name))")
        #expect(Set(TokenChange.Kind.allCases).isSubset(of: Set(found.changes.map(\.kind))), "\(context)")
    }

    @Test func removedRenamedAndTypeChangedAreBreakingTheRestAreNot() throws {
        let diff = try DiffFixture.diff()
        #expect(diff.hasBreakingChanges)
        for change in diff.contexts.flatMap(\.changes) {
            let breaking = [.removed, .renamed, .typeChanged].contains(change.kind)
            #expect(change.isBreaking == breaking, "\(change.kind) \(change.name)")
        }
    }

    @Test func aRenameKeepsTheOldNameAndBothSides() throws {
        let light = try #require(try DiffFixture.diff().contexts.first { $0.context == "theme=light" })
        let rename = try #require(light.changes.first { $0.kind == .renamed })
        #expect(rename.oldName == "color.brand.primary")
        #expect(rename.old?.color?.hex == "#0055ff")
        #expect(rename.new?.color?.hex == "#0055ff")
    }

    @Test func aColorValueChangeCarriesBothHexValuesAndTheDeltaE() throws {
        let dark = try #require(try DiffFixture.diff().contexts.first { $0.context == "theme=dark" })
        let text = try #require(dark.changes.first { $0.name == "color.text" })
        #expect(text.old?.color?.hex == "#555555")
        #expect(text.new?.color?.hex == "#eeeeee")
        let deltaE = try #require(text.deltaE)
        let old = try #require(text.old?.color)
        let new = try #require(text.new?.color)
        #expect(abs(deltaE - old.deltaEOK(new) * 100) < 1e-9)
        #expect(deltaE > 40)
    }

    @Test func aReferencePointedElsewhereWithTheSameValueIsRepointed() throws {
        let light = try #require(try DiffFixture.diff().contexts.first { $0.context == "theme=light" })
        let link = try #require(light.changes.first { $0.name == "color.link" })
        #expect(link.kind == .aliasRepointed)
        #expect(link.old?.reference == "color.palette.blue")
        #expect(link.new?.reference == "color.palette.indigo")
        #expect(link.old?.value == link.new?.value)
    }

    @Test func contrastPairsThatFlipAreReportedBothWays() throws {
        let diff = try DiffFixture.diff()
        let light = try #require(diff.contexts.first { $0.context == "theme=light" })
        let dark = try #require(diff.contexts.first { $0.context == "theme=dark" })
        #expect(
            light.contrast.map { "\($0.kind.rawValue) \($0.foreground)" } == [
                "newly-fails color.text", "newly-passes color.accent",
            ])
        #expect(
            dark.contrast.map { "\($0.kind.rawValue) \($0.foreground)" } == [
                "newly-passes color.text", "newly-fails color.accent",
            ])
        let failing = try #require(light.contrast.first)
        #expect(failing.required == 4.5)
        #expect(failing.newRatio < 4.5 && (failing.oldRatio ?? 0) >= 4.5)
        #expect(diff.hasNewContrastFailures)
    }

    @Test func withoutPairsNoContrastIsCompared() throws {
        let diff = try ThemeDiffer.diff(
            old: Resolver(path: DiffFixture.oldResolver), new: Resolver(path: DiffFixture.newResolver), oldLabel: "a",
            newLabel: "b")
        #expect(!diff.comparedContrast)
        #expect(diff.contexts.allSatisfy { $0.contrast.isEmpty })
        #expect(!diff.hasNewContrastFailures)
    }

    @Test func aSourceComparedWithItselfHasNoDifferences() throws {
        let diff = try ThemeDiffer.diff(
            old: Resolver(path: DiffFixture.newResolver), new: Resolver(path: DiffFixture.newResolver), oldLabel: "a",
            newLabel: "a", pairs: ContrastRequirements.load(path: DiffFixture.pairs))
        #expect(diff.isEmpty)
        #expect(diff.contexts.count == 2)
        #expect(DiffFailCondition.allCases.allSatisfy { !$0.isMet(by: diff) })
    }

    @Test func twoCandidatesForOneRenameAreLeftAsRemovedAndAdded() throws {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        let diff = try DiffFixture.diff(
            old: #"{"g": {"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 1}}}"#,
            new: #"{"g": {"c": {"$type": "number", "$value": 1}}}"#, in: folder.path)
        let kinds = diff.contexts[0].changes.map { "\($0.kind.rawValue) \($0.name)" }
        #expect(kinds == ["removed g.a", "removed g.b", "added g.c"])
    }

    @Test func aTokenMovedToAnotherGroupUnderTheSameNameIsARename() throws {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        let diff = try DiffFixture.diff(
            old: #"{"old": {"gap": {"$type": "number", "$value": 8}}}"#,
            new: #"{"new": {"gap": {"$type": "number", "$value": 8}}}"#, in: folder.path)
        let change = try #require(diff.contexts.first?.changes.first)
        #expect(diff.contexts[0].changes.count == 1)
        #expect(change.kind == .renamed)
        #expect(change.oldName == "old.gap" && change.name == "new.gap")
    }

    @Test func tokenFilesHaveOneContextNamedTokens() throws {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        let diff = try DiffFixture.diff(
            old: #"{"size": {"$type": "number", "$value": 4}}"#, new: #"{"size": {"$type": "number", "$value": 5}}"#,
            in: folder.path)
        #expect(diff.contexts.map(\.label) == ["tokens"])
        #expect(diff.contexts[0].changes.map(\.kind) == [.valueChanged])
        #expect(diff.contexts[0].changes[0].deltaE == nil)
    }

    @Test func aContextOnlyOneSideHasListsEveryTokenAddedOrRemoved() throws {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        try folder.write("a.tokens.json", text: #"{"x": {"$type": "number", "$value": 1}}"#)
        let resolver = { (contexts: String) in
            ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {\##(contexts)}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
        }
        let old = try folder.write("old.resolver.json", text: resolver(#""light": [{"$ref": "a.tokens.json"}]"#))
        let new = try folder.write(
            "new.resolver.json",
            text: resolver(#""light": [{"$ref": "a.tokens.json"}], "dark": [{"$ref": "a.tokens.json"}]"#))
        let diff = try ThemeDiffer.diff(
            old: Resolver(path: old), new: Resolver(path: new), oldLabel: "a", newLabel: "b")
        #expect(
            diff.contexts.map { "\($0.context) \($0.presence.rawValue)" } == ["theme=dark added", "theme=light both"])
        #expect(diff.contexts[0].changes.map { "\($0.kind.rawValue) \($0.name)" } == ["added x"])
        #expect(diff.contexts[1].isEmpty)
    }

    @Test func aPairNamingATokenNeitherSideHasIsAnErrorWithItsPath() throws {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        let pairs = try folder.write(
            "pairs.json", text: #"{"pairs": [{"foreground": "color.nope", "background": "color.bg", "minimum": 3}]}"#)
        #expect {
            try ThemeDiffer.diff(
                old: Resolver(path: DiffFixture.oldResolver), new: Resolver(path: DiffFixture.newResolver),
                oldLabel: "a", newLabel: "b", pairs: ContrastRequirements.load(path: pairs))
        } throws: { error in
            "\(error)".hasPrefix(pairs)
                && "\(error)".contains("pairs[0].foreground: no token \"color.nope\" on either side")
        }
    }
}
