import Foundation
import LiveryCore
import LiveryTools
import Testing

@Suite("ExportBatch")
struct ExportBatchTests {
    private struct Refusal: Error {}

    private func request() throws -> ExportRequest {
        ExportRequest(source: try Resolver(path: BuildPipelineTests.exampleResolver))
    }

    private static func exporter(_ id: String, files: Int) -> Exporter {
        Exporter(id: id, summary: id) { _ in (0..<files).map { OutputFile(path: "f\($0).txt", text: id) } }
    }

    private static func failing(_ id: String, _ message: String) -> Exporter {
        Exporter(id: id, summary: id) { _ in throw DiagnosticsError([.error(message)]) }
    }

    @Test func filesComeInTheOrderOfTheExportersEachInItsFolder() throws {
        let exporters = (0..<8).map { Self.exporter("e\($0)", files: 2) }
        let files = try ExportBatch.render(exporters, request: request())
        #expect(files.map(\.path) == (0..<8).flatMap { ["e\($0)/f0.txt", "e\($0)/f1.txt"] })
        #expect(files.map(\.text) == (0..<8).flatMap { ["e\($0)", "e\($0)"] })
    }

    @Test func theFirstFailingExporterInOrderIsTheOneReported() throws {
        let request = try request()
        let exporters = [Self.exporter("ok", files: 1), Self.failing("a", "first"), Self.failing("b", "second")]
        let error = #expect(throws: DiagnosticsError.self) { try ExportBatch.render(exporters, request: request) }
        #expect(error?.diagnostics.map(\.message) == ["first"])
    }

    @Test func aFailureOtherThanDiagnosticsNamesTheFormat() throws {
        let request = try request()
        let exporters = [Exporter(id: "odd", summary: "odd") { _ in throw Refusal() }]
        let error = #expect(throws: DiagnosticsError.self) { try ExportBatch.render(exporters, request: request) }
        #expect(error?.diagnostics.first?.message.hasPrefix("odd export:") == true)
    }
}
