import LiveryCore

extension Importer {
    /// SwiftTheme's theme files: one property list or JSON file per theme (`Red.plist`,
    /// `Night.json`), nested dictionaries of values.
    ///
    /// Each file becomes one context of the `theme` modifier, named after the file
    /// (`Night.plist` → `Night`), and one layer. Dictionary keys are path segments
    /// (`Global.backgroundColor`). Strings starting with `#` are colors as SwiftTheme reads
    /// them (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, sRGB; text after a space is ignored, as
    /// SwiftTheme does); numbers become `number` tokens; other strings (image and font names,
    /// `UIStatusBarStyle`) become tokens of the non-standard type `string`; booleans become
    /// `boolean` tokens. Arrays, dates and data have no token form and are skipped with a
    /// warning.
    public static let swiftTheme = Importer(
        id: "swifttheme",
        summary: "SwiftTheme theme files (.plist or .json, one per theme)",
        accepts: { path in path.hasSuffix(".plist") || path.hasSuffix(".json") },
        detect: { paths in
            // DTCG token files and Tokens Studio's `$themes.json` / `$metadata.json` are other formats'.
            !paths.isEmpty && paths.allSatisfy { $0.hasSuffix(".plist") || $0.hasSuffix(".json") }
                && !paths.contains {
                    $0.hasSuffix(".tokens.json") || $0.hasSuffix("$themes.json") || $0.hasSuffix("$metadata.json")
                }
        },
        read: SwiftThemeReader.read)
}

/// Reads SwiftTheme files into an ``ImportedTheme``; see ``Importer/swiftTheme``.
enum SwiftThemeReader {
    static func read(_ files: [InputFile]) throws(DiagnosticsError) -> ImportedTheme {
        var theme = ImportedTheme(name: "SwiftTheme", description: "Imported from SwiftTheme theme files.")
        var problems: [Diagnostic] = []
        var contexts: [ImportedContext] = []
        for file in files {
            let context = file.baseName
            if contexts.contains(where: { $0.name == context }) {
                problems.append(
                    .error("a second theme named \"\(context)\"; theme names come from file names", file: file.path))
                continue
            }
            do throws(Diagnostic) {
                let root = try StructuredFile.read(file, warnings: &theme.warnings)
                guard case .object(let object) = root else {
                    throw .error(
                        "a SwiftTheme file holds a dictionary at the top, not \(root.kindDescription)", file: file.path)
                }
                theme.declareLayer(context)
                collect(object, path: [], file: file, layer: context, into: &theme, problems: &problems)
                contexts.append(ImportedContext(name: context, layers: [context]))
            } catch {
                problems.append(error)
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        theme.modifiers = [ImportedModifier(name: "theme", description: "SwiftTheme themes", contexts: contexts)]
        return theme
    }

    private static func collect(
        _ object: JSONObject, path: [String], file: InputFile, layer: String,
        into theme: inout ImportedTheme, problems: inout [Diagnostic]
    ) {
        for (key, value) in object {
            let tokenPath = path + [key]
            let source = ImportSource(
                file: file.path, line: object.location(of: key)?.line, key: tokenPath.joined(separator: "."))
            let imported: ImportedValue
            switch value {
            case .object(let nested):
                collect(nested, path: tokenPath, file: file, layer: layer, into: &theme, problems: &problems)
                continue
            case .string(let text) where text.hasPrefix("#"):
                let hex = String(text.split(separator: " ").first ?? "")
                guard let color = ColorText.hex(hex) else {
                    problems.append(
                        source.error("\"\(text)\" is not a color SwiftTheme reads (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"))
                    continue
                }
                imported = .color(color)
            case .string(let text): imported = .string(text)
            case .number(let number): imported = .number(number)
            case .bool(let flag): imported = .boolean(flag)
            case .array:
                theme.warnings.append(source.warning("skipped: an array has no design-token form"))
                continue
            case .null:
                theme.warnings.append(source.warning("skipped: dates, data and nulls have no design-token form"))
                continue
            }
            theme.add(ImportedToken(path: tokenPath, value: imported, source: source), to: layer)
        }
    }
}
