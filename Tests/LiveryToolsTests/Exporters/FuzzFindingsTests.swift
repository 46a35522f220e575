import LiveryCore
import LiveryTools
import Testing

/// What `ExporterFuzzTests` found, one focused case each: names and values `validate` accepts
/// that broke an exporter's output.
@Suite("Exporters: the fuzz harness's findings")
struct FuzzFindingsTests {
    /// U+FFFE and U+FFFF validate as context names but are not XML characters: a held
    /// modifier's context, named in the resource files' header comment, made expat refuse the
    /// whole file ("not well-formed (invalid token)").
    @Test(arguments: ["a\u{FFFE}b", "\u{FFFF}"])
    func aNoncharacterNeverReachesTheXMLComment(name: String) throws {
        let color = ResolvedToken(type: .color, value: .color(Color(.srgb, 1, 1, 1)))
        let table = ThemeTable(modifier: "brand", contexts: [name: ["bg": color]], order: [name])
        let files = try Exporter.android.render(ExportRequest(source: table))
        #expect(!files.isEmpty)
        for file in files {
            #expect(file.text.contains("brand=a\u{FFFD}b") || file.text.contains("brand=\u{FFFD}"), "\(file.text)")
            #expect(!file.text.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF }, "\(file.path)")
        }
    }

    static func colors(_ contexts: [String]) -> ThemeTable {
        let color = ResolvedToken(type: .color, value: .color(Color(.srgb, 0.2, 0.2, 0.2)))
        return ThemeTable(
            contexts: Dictionary(uniqueKeysWithValues: contexts.map { ($0, ["bg": color]) }), order: contexts)
    }

    /// Extra appearances named alike (`Dim` / `dim`, `sépia` / `sèpia` once slugged) shared one
    /// namespace folder, one replacing the other; a 300-character one made a folder name too
    /// long for any file system.
    @Test func extraAppearanceFoldersAreDistinctAndFit() throws {
        let long = String(repeating: "dim", count: 100)
        let files = try Exporter.xcassets.render(
            ExportRequest(source: Self.colors(["light", "dark", "Dim", "dim", "s\u{E9}pia", "s\u{E8}pia", long])))
        let folders = Set(
            files.map { $0.path.split(separator: "/").dropFirst().first ?? "" }.filter {
                !$0.hasSuffix(".colorset") && $0 != "Contents.json"
            })
        #expect(Set(folders.map { $0.lowercased() }).count == 5, "\(folders.sorted())")
        #expect(files.allSatisfy { $0.path.split(separator: "/").allSatisfy { $0.utf8.count <= 255 } })
        #expect(Set(files.map { $0.path.lowercased() }).count == files.count)
    }

    /// A CSS string cannot hold a raw carriage return or form feed (the tokenizer reads both as
    /// a line feed, and a line feed ends the string): each control is a hex escape.
    @Test func aCSSStringKeepsEveryControlCharacter() throws {
        let family = ResolvedToken(type: .fontFamily, value: .fontFamily(["a\rb\u{C}c\td\ne\r\nf"]))
        let table = ThemeTable(contexts: ["light": ["font.body": family]])
        let css = try #require(try Exporter.css.render(ExportRequest(source: table)).first).text
        #expect(css.contains(#"--font-body: "a\d b\c c\9 d\a e\d \a f";"#), "\(css)")
    }
}
