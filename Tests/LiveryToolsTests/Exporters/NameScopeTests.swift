import LiveryCore
import Testing

@testable import LiveryTools

/// `NameScope` keeps a next-suffix counter per base; these tests hold it to the plain search
/// it replaced (count up from 2 until a name is free) on sequences where the two could part.
@Suite("Name scope")
struct NameScopeTests {
    /// The search `NameScope.claim` did before it kept counters: from 2, every time.
    struct Reference {
        var used: Set<String>
        let separator: String

        mutating func claim(_ base: String) -> String {
            if used.insert(base).inserted { return base }
            var n = 2
            var name = "\(base)\(separator)\(n)"
            while used.contains(name) {
                n += 1
                name = "\(base)\(separator)\(n)"
            }
            used.insert(name)
            return name
        }
    }

    /// What both algorithms hand out for `requests`, scalar for scalar (`String` equality would
    /// let an NFC name pass for its NFD twin).
    static func both(
        _ requests: [String], reserved: Set<String> = [], separator: String = ""
    ) -> (scope: [[Unicode.Scalar]], reference: [[Unicode.Scalar]]) {
        var scope = NameScope(reserved: reserved, separator: separator)
        var reference = Reference(used: reserved, separator: separator)
        return (
            requests.map { Array(scope.claim($0).unicodeScalars) },
            requests.map { Array(reference.claim($0).unicodeScalars) }
        )
    }

    static func claims(_ requests: [String], reserved: Set<String> = [], separator: String = "") -> [String] {
        var scope = NameScope(reserved: reserved, separator: separator)
        return requests.map { scope.claim($0) }
    }

    @Test("a suffixed name asked for literally is skipped by later suffixes")
    func literalSuffixes() {
        #expect(Self.claims(["a", "a2", "a", "a"]) == ["a", "a2", "a3", "a4"])
        #expect(Self.claims(["a", "a", "a4", "a", "a", "a"]) == ["a", "a2", "a4", "a3", "a5", "a6"])
        #expect(Self.claims(["bg", "bg2", "bg", "bg", "bg2"]) == ["bg", "bg2", "bg3", "bg4", "bg22"])
        #expect(
            Self.claims(["bg", "bg", "bg-2", "bg", "bg-3"], separator: "-")
                == ["bg", "bg-2", "bg-2-2", "bg-3", "bg-3-2"])
    }

    @Test("reserved names are never handed out")
    func reservedNames() {
        #expect(Self.claims(["Name", "Name", "x"], reserved: ["Name", "Name2"]) == ["Name3", "Name4", "x"])
        #expect(Self.claims(["a", "a"], reserved: ["a2", "a3", "a5"]) == ["a", "a4"])
        #expect(Self.claims(["a", "a", "a"], reserved: ["a", "a3"]) == ["a2", "a4", "a5"])
    }

    @Test("agrees with counting up from 2 on tricky sequences")
    func agreesOnTrickySequences() {
        let nfc = "s\u{E9}pia"
        let nfd = "se\u{301}pia"
        let cases: [(requests: [String], reserved: Set<String>, separator: String)] = [
            (["a", "a2", "a", "a"], [], ""),
            (["a", "a", "a4", "a", "a", "a"], [], ""),
            (["Name", "Name", "Name2", "Name"], ["Name", "Name3"], ""),
            // Bases that overlap once suffixed: "a1" + "2" is "a" + "12".
            (["a1", "a1", "a1"] + Array(repeating: "a", count: 15) + ["a1", "a1"], [], ""),
            (["a", "a"] + Array(repeating: "a1", count: 4) + Array(repeating: "a", count: 12), [], ""),
            (["bg", "bg", "bg-2", "bg", "bg-3", "bg-2", "bg"], ["bg-4"], "-"),
            (["x_2", "x", "x", "x_2", "x"], [], "_"),
            // Canonically equal bases share one counter, as they share one set entry.
            ([nfc, nfd, nfc, nfd, "s\u{E8}pia", nfd + "2"], [], ""),
            ([nfd, nfc, nfc + "-2", nfd], [nfc + "-3"], "-"),
        ]
        for (requests, reserved, separator) in cases {
            let result = Self.both(requests, reserved: reserved, separator: separator)
            #expect(result.scope == result.reference, "\(requests) reserved \(reserved) separator \"\(separator)\"")
        }
    }

    @Test("agrees with counting up from 2 on random sequences", arguments: 0..<20)
    func agreesOnRandomSequences(seed: UInt64) {
        var random = DeriveReportMatchesAuditTests.Generator(state: seed)
        let separator = ["", "-", "_"][Int(seed % 3)]
        // Few bases, many of them another's suffixed form, so counters and literals keep meeting.
        let bases = ["a", "a2", "a3", "a1", "a12", "b", "a\(separator)2", "a\(separator)3", "a\(separator)22"]
        var reserved: Set<String> = []
        for _ in 0..<3 { reserved.insert(bases[Int.random(in: 0..<bases.count, using: &random)] + "4") }
        let requests = (0..<300).map { _ in bases[Int.random(in: 0..<bases.count, using: &random)] }
        let result = Self.both(requests, reserved: reserved, separator: separator)
        #expect(result.scope == result.reference, "seed \(seed)")
    }

    @Test("20,000 requests for one name get 20,000 distinct names, the last suffixed 20000")
    func manyEqualNames() {
        let count = 20_000
        let names = Self.claims(Array(repeating: "textPrimary", count: count))
        #expect(names.count == count)
        #expect(Set(names).count == count)
        #expect(names.first == "textPrimary")
        #expect(names.last == "textPrimary\(count)")
        #expect(names.dropFirst().enumerated().allSatisfy { $0.element == "textPrimary\($0.offset + 2)" })
        let dashed = Self.claims(Array(repeating: "bg", count: count) + ["bg-\(count + 1)", "bg"], separator: "-")
        #expect(Set(dashed).count == count + 2)
        #expect(dashed.suffix(3) == ["bg-\(count)", "bg-\(count + 1)", "bg-\(count + 2)"])
    }
}
