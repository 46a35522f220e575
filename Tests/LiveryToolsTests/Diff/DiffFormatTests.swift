import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTools

@Suite("diff formats: table, Markdown, JSON, HTML")
struct DiffFormatTests {
    /// A new side whose only token has a name built to break each format's syntax.
    static let hostileName = "<script>alert(1)</script>|`x`*_[y](z)@team\u{1B}[2J"

    static func hostileDiff() throws -> ThemeDiff {
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        let name = JSONWriter.quoted(hostileName)
        return try DiffFixture.diff(
            old: "{}",
            new: #"{\#(name): {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#,
            in: folder.path)
    }

    @Test(arguments: DiffFormat.all.map(\.id))
    func aColorFarOutOfGamutIsWordedNotTrapped(id: String) throws {
        // ΔE of an OKLCH chroma of 1e16 is far past Int: the wording must still be a number.
        let folder = try TemporaryFolder("diff")
        defer { folder.remove() }
        let diff = try DiffFixture.diff(
            old: #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#,
            new: #"{"c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 1e16, 30]}}}"#,
            in: folder.path)
        let format = try #require(DiffFormat.named(id))
        #expect(!format.render(diff).isEmpty)
    }

    @Test func deltaEWordingCoversEveryDouble() {
        #expect(DiffWording.deltaE(12.34) == "12.3")
        #expect(DiffWording.deltaE(1e20) == "100000000000000000000")
        #expect(DiffWording.deltaE(.infinity) == "∞")
    }

    @Test(arguments: DiffFormat.all.map(\.id))
    func everyFormatGivesTheSameBytesEveryRun(id: String) throws {
        let format = try #require(DiffFormat.named(id))
        let first = format.render(try DiffFixture.diff())
        let second = format.render(try DiffFixture.diff())
        #expect(first == second, "\(id)")
        #expect(!first.isEmpty)
    }

    @Test func jsonParsesBackWithSortedKeysAndEveryChange() throws {
        let text = DiffFormat.json.render(try DiffFixture.diff())
        let json = try JSONParser.parse(text)
        #expect(json["breaking"] == .bool(true))
        #expect(json["totals"]?["renamed"] == 2)
        #expect(json["totals"]?["newly-fails"] == 2)
        let contexts = try #require(json["contexts"]?.arrayValue)
        #expect(contexts.map { $0["context"]?.stringValue } == ["theme=dark", "theme=light"])
        let changes = try #require(contexts[1]["changes"]?.arrayValue)
        let rename = try #require(changes.first { $0["kind"] == "renamed" })
        #expect(rename["oldName"] == "color.brand.primary")
        #expect(rename["new"]?["hex"] == "#0055ff")
        let repoint = try #require(changes.first { $0["kind"] == "alias-repointed" })
        #expect(repoint["old"]?["reference"] == "color.palette.blue")
        #expect(repoint["new"]?["reference"] == "color.palette.indigo")
        // Every object's keys are sorted, at every depth.
        func checkSorted(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let object):
                #expect(object.keys == object.keys.sorted(), "\(path)")
                for (key, member) in object { checkSorted(member, path + "." + key) }
            case .array(let items):
                for (index, item) in items.enumerated() { checkSorted(item, "\(path)[\(index)]") }
            default: break
            }
        }
        checkSorted(json, "$")
    }

    @Test func markdownWritesColorsAsCodeSpansGitHubDrawsChipsFor() throws {
        let text = DiffFormat.markdown.render(try DiffFixture.diff())
        #expect(text.contains("| value changed | color.text | `#111111` | `#777777` | ΔE OK×100 39.2 |"), "\(text)")
        #expect(text.contains("| **removed** | color.legacy | `#ff00ff` |  | BREAKING |"))
        #expect(text.contains("Renamed tokens are a guess"))
    }

    @Test func markdownShowsATranslucentColorAsRGBA() {
        let color = Color(.srgb, 1, 0, 0, alpha: 0.5)
        #expect(DiffMarkdownRenderer.chipText(color) == "rgba(255, 0, 0, 0.5)")
        #expect(DiffMarkdownRenderer.chipText(Color(.srgb, 1, 0, 0)) == "#ff0000")
    }

    @Test func markdownEscapesAHostileTokenName() throws {
        let text = DiffFormat.markdown.render(try Self.hostileDiff())
        #expect(!text.contains("<script>"))
        #expect(
            text.contains("&lt;script&gt;alert(1)&lt;/script&gt;\\|\\`x\\`\\*\\_\\[y\\](z)\\@team\\\\u{1B}\\[2J"),
            "\(text)")
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| added") })
        // Five cells: the name's `|` is escaped, so it does not split one.
        #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 6, "\(row)")
    }

    @Test func htmlEscapesAHostileTokenNameAndLoadsNothing() throws {
        let text = DiffFormat.html.render(try Self.hostileDiff())
        #expect(!text.contains("<script"))
        #expect(text.contains("&lt;script&gt;alert(1)&lt;/script&gt;|`x`"))
        #expect(!text.contains("http:") && !text.contains("https:") && !text.contains("src="))
        #expect(text.contains("style=\"background-color: #ff0000\""))
    }

    @Test func tableMakesControlCharactersVisible() throws {
        let text = DiffFormat.table.render(try Self.hostileDiff())
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.contains("\\u{1B}[2J"))
    }

    @Test func htmlHasASectionPerContextWithSwatches() throws {
        let text = DiffFormat.html.render(try DiffFixture.diff())
        #expect(text.hasPrefix("<!DOCTYPE html>"))
        #expect(text.contains("data-context=\"theme=light\""))
        #expect(text.contains("data-context=\"theme=dark\""))
        #expect(text.contains("style=\"background-color: #777777\""))
        #expect(text.contains("<tr class=\"lv-newly-fails\">"))
    }
}
