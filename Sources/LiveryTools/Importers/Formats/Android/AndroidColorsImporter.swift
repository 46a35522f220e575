import LiveryCore

extension Importer {
    /// Android color resources: `res/values/colors.xml` and `res/values-night/colors.xml`
    /// (a `res` folder, or the files themselves).
    ///
    /// `values/` (and `values-notnight/`) fill the `light` layer; `values-night/` the `dark`
    /// layer, which overrides a subset: the context `dark` stacks `dark` on `light`, as
    /// Android falls back to `values/` for colors the night folder lacks. Folders with other
    /// qualifiers (`values-v31`, `values-land`) are skipped with a warning.
    ///
    /// Colors are `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` — alpha first, as Android writes
    /// it. `@color/name` becomes the DTCG alias `{path}`; `@android:color/…` and `?attr/…`
    /// depend on the platform theme and are skipped with a warning. Names become paths by
    /// the underscore rule of `TokenPath` (`brand_primary` → `brand.primary`, unless that
    /// would pass through another color's name).
    public static let android = Importer(
        id: "android",
        summary: "Android color resources (res/values*/colors.xml)",
        accepts: { path in
            path.hasSuffix(".xml") && path.split(separator: "/").dropLast().last.map { $0.hasPrefix("values") } == true
        },
        detect: { paths in
            !paths.isEmpty && paths.allSatisfy { $0.hasSuffix(".xml") || $0.hasSuffix("res") || $0.contains("values") }
        },
        read: AndroidColorsReader.read)
}

/// Reads Android color resources; see ``Importer/android``.
enum AndroidColorsReader {
    private struct Resource {
        var name: String
        var value: String
        var source: ImportSource
        var layer: String
    }

    static func read(_ files: [InputFile]) throws(DiagnosticsError) -> ImportedTheme {
        var theme = ImportedTheme(name: "Colors", description: "Imported from Android color resources.")
        var problems: [Diagnostic] = []
        var resources: [Resource] = []
        var owners: [String: ImportSource] = [:]
        for file in files {
            guard let layer = layer(for: file, warnings: &theme.warnings) else { continue }
            theme.declareLayer(layer)
            do throws(Diagnostic) {
                for entry in try AndroidResourceParser.colors(in: file) {
                    let source = ImportSource(file: file.path, line: entry.line, key: entry.name)
                    let ownerKey = layer + "/" + entry.name
                    if let earlier = owners[ownerKey] {
                        problems.append(
                            source.error("the color is defined twice (also \(earlier.file):\(earlier.line ?? 0))"))
                        continue
                    }
                    owners[ownerKey] = source
                    resources.append(Resource(name: entry.name, value: entry.value, source: source, layer: layer))
                }
            } catch {
                problems.append(error)
            }
        }
        let paths = TokenPath.android(resources.map(\.name))
        for resource in resources {
            guard let path = paths[resource.name] else { continue }
            switch value(resource.value, paths: paths) {
            case .success(let value):
                theme.add(ImportedToken(path: path, value: value, source: resource.source), to: resource.layer)
            case .failure(let finding):
                if finding.isError {
                    problems.append(resource.source.error(finding.message))
                } else {
                    theme.warnings.append(resource.source.warning(finding.message))
                }
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        if theme.layer("light") == nil, theme.layer("dark") != nil {
            throw DiagnosticsError([.error("values-night colors need the values/ colors they override")])
        }
        guard theme.layer("light") != nil else {
            throw DiagnosticsError([.error("found no values/ or values-night/ color files")])
        }
        var contexts = [ImportedContext(name: "light", layers: ["light"])]
        if theme.layer("dark") != nil { contexts.append(ImportedContext(name: "dark", layers: ["light", "dark"])) }
        theme.modifiers = [ImportedModifier(name: "theme", description: "Android night mode", contexts: contexts)]
        return theme
    }

    /// `light` for `values/`, `dark` for `values-night/`; `nil` (with a warning) for other
    /// qualifiers. A file outside any `values*` folder counts as `values/`.
    private static func layer(for file: InputFile, warnings: inout [Diagnostic]) -> String? {
        let folder = file.pathComponents.dropLast().last ?? ""
        guard folder == "values" || folder.hasPrefix("values-") else { return "light" }
        let qualifiers = folder.split(separator: "-").dropFirst()
        switch Array(qualifiers) {
        case []: return "light"
        case ["notnight"]: return "light"
        case ["night"]: return "dark"
        default:
            warnings.append(
                .warning("skipped: only values/ and values-night/ are imported, not \(folder)/", file: file.path))
            return nil
        }
    }

    private struct Finding: Error {
        var message: String
        var isError: Bool
    }

    private static func value(_ text: String, paths: [String: [String]]) -> Result<ImportedValue, Finding> {
        if text.hasPrefix("#") {
            guard let color = ColorText.androidHex(text) else {
                return .failure(
                    Finding(
                        message: "\"\(text)\" is not an Android color (#RGB, #ARGB, #RRGGBB or #AARRGGBB)",
                        isError: true))
            }
            return .success(.color(color))
        }
        if text.hasPrefix("@color/") {
            let name = String(text.dropFirst("@color/".count))
            guard let path = paths[name] else {
                return .failure(Finding(message: "\(text) names no color of the imported files", isError: true))
            }
            return .success(.alias(path: path, type: "color"))
        }
        if text.hasPrefix("@android:color/") || text.hasPrefix("?") {
            return .failure(Finding(message: "skipped: \(text) depends on the platform theme", isError: false))
        }
        return .failure(
            Finding(message: "\"\(text)\" is neither a color (#AARRGGBB) nor a reference (@color/name)", isError: true))
    }
}
