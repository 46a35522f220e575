import LiveryCore

extension Importer {
    /// Xcode asset catalogs: `.xcassets` folders, or `.colorset` folders, read from their
    /// `Contents.json` files.
    ///
    /// Naming: a colorset's name is split at `.` into path segments (`color.background`
    /// → `color.background`), and each enclosing folder whose `Contents.json` sets
    /// `provides-namespace` adds a segment before it (`Brand/accent` → `Brand.accent`);
    /// other folders only organise. The theme is named after the catalog (`Colors.xcassets`
    /// → `Colors`).
    ///
    /// Appearances map to the `theme` modifier's contexts `light` (Any, or Light) and `dark`
    /// (Dark, else Any). High-contrast entries become a `contrast` modifier (`normal`, `high`)
    /// when each color's high-contrast value is the same under light and dark, else the theme
    /// contexts `light-high-contrast` and `dark-high-contrast`; see `CatalogLayout`.
    public static let xcassets = Importer(
        id: "xcassets",
        summary: "Xcode asset catalog colors (.xcassets or .colorset folders)",
        accepts: { path in path == "Contents.json" || path.hasSuffix("/Contents.json") },
        detect: { paths in
            !paths.isEmpty
                && paths.allSatisfy { path in
                    path.split(separator: "/").contains { $0.hasSuffix(".xcassets") || $0.hasSuffix(".colorset") }
                }
        },
        read: XcassetsReader.read)
}

/// Reads asset catalog colorsets; see ``Importer/xcassets``.
enum XcassetsReader {
    /// Asset folder extensions other than colorsets; what is inside them is not read.
    static let otherAssetKinds = [
        ".imageset", ".appiconset", ".dataset", ".symbolset", ".launchimage", ".textureset", ".brandassets",
        ".imagestack", ".arimageset", ".spriteatlas", ".complicationset", ".iconset",
    ]

    static func read(_ files: [InputFile]) throws(DiagnosticsError) -> ImportedTheme {
        var warnings: [Diagnostic] = []
        var problems: [Diagnostic] = []
        let namespaces = namespaceFolders(files, warnings: &warnings, problems: &problems)
        let colorsets = files.filter { colorsetIndex(in: $0.pathComponents) != nil }
        let catalog = files.lazy.compactMap { $0.pathComponents.first { $0.hasSuffix(".xcassets") } }.first
        var theme = ImportedTheme(
            name: catalog.map { String($0.dropLast(".xcassets".count)) } ?? "Colors",
            description: "Imported from the Xcode asset catalog \(catalog ?? "colorsets").")
        if colorsets.isEmpty {
            throw DiagnosticsError([.error("found no .colorset folders with a Contents.json")])
        }
        var owners: [[String]: String] = [:]
        var perColorset: [(path: [String], source: ImportSource, colors: [ColorsetAppearance: Color])] = []
        for file in colorsets {
            let components = file.pathComponents
            guard let index = colorsetIndex(in: components) else { continue }
            let name = String(components[index].dropLast(".colorset".count))
            let folders = components[..<index].indices.filter {
                namespaces.contains(components[...$0].joined(separator: "/"))
            }
            let path = folders.map { components[$0] } + TokenPath.dotted(name)
            let source = ImportSource(file: file.path, key: path.joined(separator: "."))
            if let other = owners[path] {
                problems.append(source.error("another colorset has the same name: \(other)"))
                continue
            }
            owners[path] = file.path
            do throws(Diagnostic) {
                let colors = try ColorsetReader.read(file, warnings: &warnings)
                if colors.isEmpty {
                    warnings.append(source.warning("skipped: the colorset has no color"))
                    continue
                }
                perColorset.append((path, source, colors))
            } catch {
                problems.append(error)
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        theme.warnings = warnings
        let entries = perColorset.map { colorset in
            var values: [CatalogContext: Color] = [:]
            for context in CatalogContext.allCases {
                values[context] = context.candidates.lazy.compactMap { colorset.colors[$0] }.first
            }
            return CatalogLayout.Entry(path: colorset.path, source: colorset.source, values: values)
        }
        CatalogLayout.apply(entries, to: &theme)
        return theme
    }

    /// The index of the `.colorset` component, when the file is a colorset's Contents.json
    /// not nested inside another kind of asset.
    static func colorsetIndex(in components: [String]) -> Int? {
        guard components.last == "Contents.json", components.count >= 2 else { return nil }
        let index = components.count - 2
        guard components[index].hasSuffix(".colorset"), components[index].count > ".colorset".count else { return nil }
        if components[..<index].contains(where: { folder in otherAssetKinds.contains { folder.hasSuffix($0) } }) {
            return nil
        }
        return index
    }

    /// The folders (as paths) whose Contents.json sets `properties.provides-namespace`.
    private static func namespaceFolders(
        _ files: [InputFile], warnings: inout [Diagnostic], problems: inout [Diagnostic]
    ) -> Set<String> {
        var result: Set<String> = []
        for file in files {
            let components = file.pathComponents
            guard components.last == "Contents.json", components.count >= 2 else { continue }
            let folder = components[components.count - 2]
            guard !folder.contains("."), !components.dropLast().contains(where: { $0.hasSuffix(".colorset") }) else {
                continue
            }
            do throws(Diagnostic) {
                let root = try JSONFile.parse(file.contents, displayName: file.path, warnings: &warnings)
                if root["properties"]?["provides-namespace"]?.boolValue == true {
                    result.insert(components.dropLast().joined(separator: "/"))
                }
            } catch {
                problems.append(error)
            }
        }
        return result
    }
}
