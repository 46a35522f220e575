import LiveryCore
import LiveryTools
import Testing

@Suite("Exporter registry")
struct ExporterRegistryTests {
    @Test("lists the built-in formats without duplicates")
    func builtIns() throws {
        let registry = try ExporterRegistry(Exporter.all)
        #expect(registry.ids == ["css", "swift", "xcassets", "android", "json", "web"])
    }

    @Test("rejects two exporters with one id")
    func duplicates() {
        #expect(throws: ExportError.duplicateFormat("css")) {
            try ExporterRegistry([.css, .json, .css])
        }
    }

    @Test("names the known formats when a format is unknown")
    func unknownFormat() throws {
        let registry = try ExporterRegistry([.css, .json])
        #expect(throws: ExportError.unknownFormat("scss", known: ["css", "json"])) {
            try registry.exporter(id: "scss")
        }
    }

    @Test("renders one aligned help line per format")
    func helpLines() throws {
        let a = Exporter(id: "a", summary: "first") { _ in [] }
        let long = Exporter(id: "long", summary: "second") { _ in [] }
        #expect(try ExporterRegistry([a, long]).helpLines == ["a     first", "long  second"])
    }

    @Test("every format renders the same bytes twice")
    func deterministic() throws {
        for exporter in Exporter.all {
            let first = try exporter.render(ExportFixture.request)
            let second = try exporter.render(ExportRequest(source: ExportFixture.rebuiltTable()))
            #expect(first == second, "format \(exporter.id)")
            #expect(!first.isEmpty, "format \(exporter.id)")
        }
    }
}

@Suite("The built-in exporter registry")
struct BuiltInExporterRegistryTests {
    @Test func holdsEveryBuiltInFormatOnceInOrder() {
        let ids = Exporter.all.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ExporterRegistry.builtIn.ids == ids)
    }
}
