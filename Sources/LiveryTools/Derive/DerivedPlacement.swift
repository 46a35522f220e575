import Foundation
import LiveryCore

/// Where the derived token file goes, and the resolver that reads it from there.
///
/// Derive reports what `livery audit` will say, so it audits the derived file *in place*: the
/// resolver is loaded again with the file served from memory at its output path. When the
/// resolver does not read that file for the derived context yet (a new context, or a new
/// file), the placement adds the entry — to the in-memory resolver always, and to the file on
/// disk only when asked (``editedResolver``); ``entryLines`` are the lines to add by hand.
///
/// ```swift
/// let placement = try DerivedPlacement(resolverPath: "sds.resolver.json", output: "theme/dim.tokens.json",
///                                      modifier: "theme", context: "dim")
/// placement.needsEntry     // true: the resolver has no "dim" context yet
/// print(placement.entryLines)
/// ```
public struct DerivedPlacement: Sendable {
    /// The resolver file on disk (`nil` for a source held in memory).
    public var resolverPath: String?
    /// The resolver document as it is now.
    public var resolverJSON: JSONValue
    /// The token file as the user named it.
    public var output: String
    /// The token file as the resolver refers to it: relative to the resolver's folder when it
    /// lies inside it, else absolute.
    public var reference: String
    /// The modifier the new context belongs to (`theme`).
    public var modifier: String
    /// The new context's name (`dim`).
    public var context: String
    /// Whether the resolver lacks the entry reading ``reference`` for ``context``.
    public var needsEntry: Bool
    /// How strictly the resolver with the file in place is read (as the command's `--strict`).
    public var mode: ValidationMode = .default
    private var baseDirectory: String
    private var loader: FileLoader

    /// A placement of `output` (a path as the user gave it) for `modifier=context` of the
    /// resolver at `resolverPath`.
    ///
    /// - Throws: `DiagnosticsError` when the resolver file cannot be read.
    public init(
        resolverPath: String, output: String, modifier: String, context: String, loader: FileLoader = .fileSystem
    ) throws(DiagnosticsError) {
        var warnings: [Diagnostic] = []
        do {
            resolverJSON = try loader.load(resolverPath, resolverPath, &warnings)
        } catch {
            throw DiagnosticsError([error])
        }
        self.resolverPath = resolverPath
        self.output = output
        self.modifier = modifier
        self.context = context
        self.loader = loader
        let directory = (resolverPath as NSString).deletingLastPathComponent
        baseDirectory = directory
        // Inside the resolver's folder the entry is relative; outside it, absolute.
        let relative = Self.relative(output, to: directory)
        reference = relative.hasPrefix("../") ? Self.absolute(output, in: "") : relative
        let wanted = Self.absolute(output, in: "")
        needsEntry = !Self.contextSources(in: resolverJSON, modifier: modifier, context: context).contains {
            $0["$ref"]?.stringValue.map { Self.absolute($0, in: directory) } == wanted
        }
    }

    /// An in-memory placement for a source without files: the source theme's tokens as one
    /// set, and `modifier` with the source context (empty) and the derived context (the file).
    public init(over source: ResolvedTheme, modifier: String, from: String, to context: String) {
        let base = source.dtcgDocument()
        resolverJSON = [
            "version": "2025.10",
            "sets": ["source": ["sources": [["$ref": "source.tokens.json"]]]],
            "modifiers": [modifier: ["contexts": [from: [], context: []], "default": .string(from)]],
            "resolutionOrder": [["$ref": "#/sets/source"], ["$ref": .string("#/modifiers/\(modifier)")]],
        ]
        resolverPath = nil
        output = "derived.tokens.json"
        reference = output
        self.modifier = modifier
        self.context = context
        needsEntry = true
        baseDirectory = ""
        loader = FileLoader { path, displayName, _ throws(Diagnostic) in
            guard path.hasSuffix("source.tokens.json") else {
                throw Diagnostic.error("file not found", file: displayName)
            }
            return base
        }
    }

    /// The resolver document with the entry added (the file appended to the context's
    /// sources, or the context created); `nil` when the modifier cannot be found to edit.
    public var editedResolver: JSONValue? {
        guard needsEntry else { return resolverJSON }
        return Self.adding(["$ref": .string(reference)], toContext: context, of: modifier, in: resolverJSON)
    }

    /// The lines to add to the resolver by hand, and where.
    public var entryLines: String {
        let at = "modifiers.\(modifier).contexts.\(context)"
        return "add to \(resolverPath ?? "the resolver") at \(at):\n  { \"$ref\": \"\(reference)\" }\n"
    }

    /// The resolver with `document` served at the output path (and the entry added if needed).
    ///
    /// - Throws: `DiagnosticsError` when the resolver cannot be loaded or edited.
    public func resolver(with document: JSONValue) throws(DiagnosticsError) -> Resolver {
        guard let json = editedResolver else {
            throw DiagnosticsError([
                .error(
                    "cannot find modifier \"\(modifier)\" to add the context to", file: resolverPath, path: "modifiers")
            ])
        }
        let target = Self.absolute(reference, in: baseDirectory)
        let base = loader
        let serving = FileLoader { path, displayName, warnings throws(Diagnostic) in
            if Self.absolute(path, in: "") == target { return document }
            return try base.load(path, displayName, &warnings)
        }
        return try Resolver(
            json: json, file: resolverPath, baseDirectory: baseDirectory, mode: mode, loader: serving)
    }

    // MARK: Paths and the resolver document

    private static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
        return URL(fileURLWithPath: joined).standardized.path
    }

    /// `path` relative to `directory` (both as the user wrote them, or absolute).
    public static func relative(_ path: String, to directory: String) -> String {
        let target = absolute(path, in: "").split(separator: "/")
        let base = absolute(directory.isEmpty ? "." : directory, in: "").split(separator: "/")
        var common = 0
        while common < Swift.min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }

    private static func contextSources(in json: JSONValue, modifier: String, context: String) -> [JSONValue] {
        json["modifiers"]?[modifier]?["contexts"]?[context]?.arrayValue ?? []
    }

    private static func adding(
        _ entry: JSONValue, toContext context: String, of modifier: String, in json: JSONValue
    )
        -> JSONValue?
    {
        guard var root = json.objectValue, var modifiers = root["modifiers"]?.objectValue,
            var declared = modifiers[modifier]?.objectValue, var contexts = declared["contexts"]?.objectValue
        else { return nil }
        contexts[context] = .array((contexts[context]?.arrayValue ?? []) + [entry])
        declared["contexts"] = .object(contexts)
        modifiers[modifier] = .object(declared)
        root["modifiers"] = .object(modifiers)
        return .object(root)
    }
}
