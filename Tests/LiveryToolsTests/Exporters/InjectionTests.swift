import LiveryCore
import LiveryTools
import Testing

/// Context names reach comments in generated files; even one that no validator saw (a
/// `ThemeTable` built in code, a server's layer) cannot break out of them.
@Suite("Exporters: names cannot break out of comments")
struct InjectionTests {
    static func table(_ hostile: String) -> ThemeTable {
        ThemeTable(
            modifier: "theme",
            contexts: [
                "light": ["color.bg": ResolvedToken(type: .number, value: .number(1))],
                hostile: ["color.bg": ResolvedToken(type: .number, value: .number(2))],
            ], order: ["light", hostile])
    }

    @Test(arguments: [
        "x\npublic static func pwned() {}\n///", "x\rpublic static func pwned() {}",
        "x\u{2028}public static func pwned() {}",
    ])
    func aContextNameStaysInsideTheSwiftDocComment(name: String) throws {
        let text = try #require(try Exporter.swift.render(ExportRequest(source: Self.table(name))).first).text
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!lines.contains { $0.hasPrefix("public static func pwned") }, "\(text)")
    }

    @Test func aPrependedMarkCannotHideADoubleHyphenFromTheXMLComment() throws {
        let name = "\u{0600}-->\n<!DOCTYPE r SYSTEM \"http://127.0.0.1:9/x\"><!--"
        let files = try Exporter.android.render(ExportRequest(source: Self.table(name)))
        #expect(!files.isEmpty)
        for file in files {
            let head = file.text.components(separatedBy: "<resources>").first ?? ""
            #expect(head.components(separatedBy: "-->").count == 2, "one comment close before <resources>: \(head)")
            #expect(
                !Array(head.utf8).indices.dropLast(3).contains {
                    Array(head.utf8)[$0...].starts(with: Array("<!DOCTYPE".utf8))
                })
        }
    }
}
