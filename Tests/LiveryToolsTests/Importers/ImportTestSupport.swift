import LiveryCore
import Testing

@testable import LiveryTools

/// An import's output files parsed back with ``JSONParser``, with lookups by layer and path.
struct ParsedImport {
    let result: ImportResult
    /// Every output file, parsed, by path.
    let documents: [String: JSONValue]

    init(_ importer: Importer, _ files: [InputFile], name: String? = nil) throws {
        result = try importer.run(files, name: name)
        var documents: [String: JSONValue] = [:]
        for file in result.files { documents[file.path] = try JSONParser.parse(file.contents) }
        self.documents = documents
    }

    var paths: [String] { result.files.map(\.path) }

    /// The one `*.resolver.json` document.
    var resolver: JSONValue? {
        documents.first { $0.key.hasSuffix(".resolver.json") }?.value
    }

    /// The file `tokens/<layer>.tokens.json`.
    func layer(_ layer: String) -> JSONValue? { documents["tokens/\(layer).tokens.json"] }

    /// The token object at the dotted `path` in `layer`'s file.
    func token(_ path: String, in layer: String) -> JSONValue? {
        var node = self.layer(layer)
        for segment in path.split(separator: ".") { node = node?[String(segment)] }
        return node
    }

    /// The `hex` of a color token's value, e.g. `#ffffff`.
    func hex(_ path: String, in layer: String) -> String? {
        token(path, in: layer)?["$value"]?["hex"]?.stringValue
    }

    /// The names of the contexts of the modifier `modifier`.
    func contexts(of modifier: String = "theme") -> [String] {
        resolver?["modifiers"]?[modifier]?["contexts"]?.objectValue?.keys ?? []
    }

    /// The token files a context stacks, e.g. `["tokens/light.tokens.json"]`.
    func files(ofContext context: String, modifier: String = "theme") -> [String] {
        resolver?["modifiers"]?[modifier]?["contexts"]?[context]?.arrayValue?.compactMap { $0["$ref"]?.stringValue }
            ?? []
    }
}

/// The diagnostics an import fails with; records an issue when it succeeds instead.
func importErrors(
    _ importer: Importer, _ files: [InputFile], sourceLocation: Testing.SourceLocation = #_sourceLocation
)
    -> [Diagnostic]
{
    do throws(DiagnosticsError) {
        _ = try importer.run(files)
        Issue.record("the import succeeded", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.diagnostics
    }
}
