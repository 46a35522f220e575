import LiveryCore
import LiveryTools
import Testing

@Suite("Registry")
struct RegistryTests {
    @Test("keeps the entries in the order given and finds each by id")
    func lookUpByID() {
        let formats = Registry(builtIn: Exporter.all)
        #expect(formats.ids == Exporter.all.map(\.id))
        for exporter in Exporter.all {
            #expect(formats[id: exporter.id]?.summary == exporter.summary)
        }
        #expect(formats[id: "scss"] == nil)
    }

    @Test("the importer registry has the same shape")
    func importersShareTheShape() {
        let importers = Registry(builtIn: Importer.all)
        #expect(importers.ids == Importer.all.map(\.id))
        #expect(importers[id: "android"]?.id == "android")
        #expect(importers.helpLines.count == Importer.all.count)
    }

    @Test("a list from elsewhere that repeats an id throws the id")
    func repeatedIDThrows() {
        #expect(throws: RepeatedID(id: "css")) {
            try Registry(entries: [Exporter.css, .json, .css])
        }
    }

    @Test("a built-in list that repeats an id stops the program")
    func repeatedBuiltInIDTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Registry(builtIn: [Exporter.css, .css])
        }
    }
}
