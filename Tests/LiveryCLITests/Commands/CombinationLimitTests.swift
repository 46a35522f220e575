import Foundation
import LiveryCLI
import LiveryTestSupport
import Testing

/// A resolver's combinations are the product of its modifiers' context counts: 30 modifiers of
/// 10 contexts fit in a few kilobytes and give 10³⁰. Above the documented limit the resolver is
/// refused when it loads, with the count and each modifier's contexts, and nothing enumerates
/// the product (this suite would not finish if anything did).
@Suite("combination limit")
struct CombinationLimitTests {
    /// `modifiers` modifiers of `contexts` contexts, each context adding one token.
    static func resolver(modifiers: Int, contexts: Int) -> String {
        let entries = (0..<modifiers).map { m in
            let contextEntries = (0..<contexts).map { c in
                #""c\#(c)": [{"m\#(m)": {"$type": "number", "$value": \#(c)}}]"#
            }
            return #""m\#(m)": {"contexts": {\#(contextEntries.joined(separator: ", "))}, "default": "c0"}"#
        }
        let order = (0..<modifiers).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        return
            #"{"version": "2025.10", "modifiers": {\#(entries.joined(separator: ", "))}, "resolutionOrder": [\#(order.joined(separator: ", "))]}"#
    }

    private func validate(_ text: String) throws -> (Int32, String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("huge.resolver.json", text: text)
        var io = CapturedIO()
        let status = LiveryCLI.main(["validate", path], io: &io)
        return (status, io.standardError + io.standardOutput)
    }

    @Test func thirtyModifiersOfTenContextsAreRefusedWithTheCount() throws {
        let text = Self.resolver(modifiers: 30, contexts: 10)
        #expect(text.utf8.count < 40_000)
        let (status, output) = try validate(text)
        #expect(status == 1, "\(output)")
        #expect(output.contains("give about 10^30 input combinations"), "\(output)")
        #expect(output.contains("at most 4096"), "\(output)")
        #expect(output.contains("m0: 10"), "\(output)")
    }

    @Test func justAboveTheLimitIsRefusedWithTheExactCount() throws {
        let (status, output) = try validate(Self.resolver(modifiers: 13, contexts: 2)) // 8,192
        #expect(status == 1)
        #expect(output.contains("give 8192 input combinations"), "\(output)")
    }

    @Test func atTheLimitIsValidated() throws {
        let (status, output) = try validate(Self.resolver(modifiers: 12, contexts: 2)) // 4,096
        #expect(status == 0, "\(output)")
    }
}
