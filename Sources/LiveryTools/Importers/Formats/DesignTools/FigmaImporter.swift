import LiveryCore

extension Importer {
    /// Figma's DTCG export of variables: one `.tokens.json` file per mode of a collection.
    ///
    /// Each file is one mode. Its collection and mode come from its name: `Color.Light.tokens.json`
    /// is the mode `Light` of the collection `Color`; `Color/Light.tokens.json` (files in two or
    /// more folders) the same; a plain `Light.tokens.json` is a mode of one unnamed collection.
    /// A collection of one mode becomes a set, resolved first; a collection of two or more
    /// modes becomes a modifier named after the collection (`theme` for the unnamed one) whose
    /// contexts are its modes, lowercased (`Light` → `light`), defaulting to `light` when there
    /// is one and to the first mode otherwise. The files are DTCG already: values, types,
    /// aliases and descriptions are kept as written (a hex string color becomes a color
    /// object); `$extensions` (Figma's variable ids and scopes) are dropped.
    public static let figma = Importer(
        id: "figma",
        summary: "Figma's DTCG variables export (.tokens.json, one file per mode of a collection)",
        accepts: { $0.hasSuffix(".tokens.json") },
        detect: { paths in !paths.isEmpty && paths.allSatisfy { $0.hasSuffix(".tokens.json") } },
        read: FigmaReader.read)
}

/// Reads Figma's per-mode token files; see ``Importer/figma``.
enum FigmaReader {
    private struct Mode {
        var collection: String?
        var name: String
        var file: InputFile
    }

    static func read(_ files: [InputFile]) throws(DiagnosticsError) -> ImportedTheme {
        var theme = ImportedTheme(name: "Figma", description: "Imported from Figma's DTCG export of variables.")
        var problems: [Diagnostic] = []
        let modes = self.modes(of: files.sorted { $0.path < $1.path })
        var found: [(layer: String, tokens: [FoundToken])] = []
        var seen: Set<String> = []
        var collections: [(name: String?, modes: [Mode])] = []
        for mode in modes {
            let layer = layerName(mode)
            guard seen.insert(layer).inserted else {
                problems.append(
                    .error(
                        "a second file for the mode \"\(mode.name)\" of \(mode.collection.map { "the collection \"\($0)\"" } ?? "the collection")",
                        file: mode.file.path))
                continue
            }
            do throws(Diagnostic) {
                let root = try JSONFile.parse(
                    mode.file.contents, displayName: mode.file.path, warnings: &theme.warnings)
                guard case .object(let object) = root else {
                    throw .error("a token file holds an object, not \(root.kindDescription)", file: mode.file.path)
                }
                let walked = TokenTreeWalker(acceptsPlainMembers: false).tokens(in: object, file: mode.file.path)
                problems += walked.problems
                found.append((layer, walked.tokens))
                if let index = collections.firstIndex(where: { $0.name == mode.collection }) {
                    collections[index].modes.append(mode)
                } else {
                    collections.append((mode.collection, [mode]))
                }
            } catch {
                problems.append(error)
            }
        }
        let types = DesignToolValues.typesByPath(found.flatMap(\.tokens))
        for (layer, tokens) in found {
            theme.declareLayer(layer)
            for token in tokens {
                switch DesignToolValues.dtcgValue(of: token, types: types) {
                case .success(let value):
                    theme.add(
                        ImportedToken(
                            path: token.path, value: value, source: token.source, description: token.description),
                        to: layer)
                case .failure(let problem): problems.append(problem)
                }
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        for collection in collections {
            if collection.modes.count == 1, let only = collection.modes.first {
                theme.baseLayers.append(layerName(only))
                continue
            }
            let contexts = collection.modes.map { ImportedContext(name: $0.name.lowercased(), layers: [layerName($0)]) }
            theme.modifiers.append(
                ImportedModifier(
                    name: collection.name?.lowercased() ?? "theme",
                    description: "The modes of the Figma collection\(collection.name.map { " \"\($0)\"" } ?? "")",
                    contexts: contexts,
                    defaultContext: contexts.contains { $0.name == "light" } ? "light" : contexts.first?.name))
        }
        return theme
    }

    /// Each file's collection and mode, by the naming rules of ``Importer/figma``.
    private static func modes(of files: [InputFile]) -> [Mode] {
        let folders = Set(files.map { $0.pathComponents.dropLast().joined(separator: "/") })
        return files.map { file in
            let stem = String(file.fileName.dropLast(".tokens.json".count))
            if let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex {
                return Mode(collection: String(stem[..<dot]), name: String(stem[stem.index(after: dot)...]), file: file)
            }
            let folder = file.pathComponents.dropLast().last
            return Mode(collection: folders.count > 1 ? folder : nil, name: stem, file: file)
        }
    }

    private static func layerName(_ mode: Mode) -> String {
        mode.collection.map { "\($0).\(mode.name)" } ?? mode.name
    }
}
