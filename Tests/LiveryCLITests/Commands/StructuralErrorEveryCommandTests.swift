import Foundation
import LiveryCLI
import LiveryCore
import LiveryTestSupport
import Testing

/// A resolver document with structural errors fails `validate`; every other command refuses it
/// with the same findings, exit status 1, and leaves existing output as it was.
@Suite("structural resolver errors in every command")
struct StructuralErrorEveryCommandTests {
    static let tokens =
        #"{"color": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#
    static let good =
        ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##

    /// Documents whose structure is broken, by what is wrong.
    static let broken: [(name: String, json: String)] = [
        (
            "set cycle",
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}, "a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/a"}]}"##
        ),
        (
            "dangling set",
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/x"}]}"##
        ),
        (
            "bad default",
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": []}, "default": "sepia"}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
        ),
        (
            "bad resolutionOrder entry",
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/elsewhere"}]}"##
        ),
    ]

    /// Each command, with `{file}` for the resolver and `{out}` for an output folder or file.
    static let commands: [[String]] = [
        ["resolve", "{file}"],
        ["resolve", "{file}", "--all", "--format", "table"],
        ["export", "{file}", "--format", "all", "-o", "{out}"],
        ["preview", "{file}", "-o", "{out}/preview.html"],
        ["publish", "{file}", "-o", "{out}"],
    ]

    @Test(arguments: broken.indices, commands.indices)
    func everyCommandRefusesTheDocumentWithTheFindingsOfValidate(document: Int, command: Int) throws {
        let (name, json) = Self.broken[document]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base.tokens.json", text: Self.tokens)
        let file = try folder.write("app.resolver.json", text: Self.good)
        let out = folder.path + "/out"
        #expect(livery("export", file, "--format", "all", "-o", out).status == 0)
        let before = try snapshot(out)
        #expect(!before.isEmpty, "the export to keep")
        try folder.write("app.resolver.json", text: json)
        let validated = livery("validate", file)
        #expect(validated.status == 1, "\(name)")
        let arguments = Self.commands[command].map {
            $0.replacingOccurrences(of: "{file}", with: file).replacingOccurrences(of: "{out}", with: out)
        }
        var io = CapturedIO()
        let status = LiveryCLI.main(arguments, io: &io)
        #expect(status == 1, "\(name): \(arguments.joined(separator: " ")): \(io.standardError)")
        #expect(io.standardError == validated.io.standardError, "\(name): \(arguments[0])")
        #expect(io.standardOutput == "", "\(name): \(arguments[0])")
        #expect(try snapshot(out) == before, "\(name): \(arguments[0]) changed the existing output")
    }

    @Test(arguments: broken.indices)
    func buildRefusesTheDocumentAndKeepsItsOutput(document: Int) throws {
        let (name, json) = Self.broken[document]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base.tokens.json", text: Self.tokens)
        try folder.write("app.resolver.json", text: Self.good)
        let config = try folder.write("livery.json", text: #"{"resolver": "app.resolver.json", "output": "out"}"#)
        #expect(livery("build", config).status == 0)
        let before = try snapshot(folder.path + "/out")
        #expect(!before.isEmpty, "the build to keep")
        let file = try folder.write("app.resolver.json", text: json)
        let validated = livery("validate", file)
        #expect(validated.status == 1 && !validated.io.standardError.isEmpty, "\(name)")
        let (status, io) = livery("build", config)
        #expect(status == 1, "\(name): \(io.standardError)")
        for line in validated.io.standardError.split(separator: "\n") {
            #expect(io.standardError.contains(line), "\(name): build does not report \(line)")
        }
        #expect(try snapshot(folder.path + "/out") == before, "\(name): build changed the existing output")
    }

    /// Every file below `folder`, relative path → bytes.
    private func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let item = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files[item] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + item))
            }
        }
        return files
    }
}
