import LiveryCore

extension Importer {
    /// DKNightVersion's color table, `DKColorTable.txt`: a first line of theme names
    /// (`NORMAL   NIGHT    RED`), then one line per color with one value per theme and the
    /// key (`#ffffff  #343434  #fafafa  BG`). The key may stand first or last, whichever field
    /// is not a color.
    ///
    /// Each theme column becomes a context of the `theme` modifier (names verbatim, the first
    /// the default) and a layer; keys are single-segment token names, verbatim. Values are
    /// `#rrggbb`, `0xrrggbb` or `#rrggbbaa` (alpha last, as DKNightVersion reads 8 digits);
    /// 3-digit values are refused, since DKNightVersion reads `#fff` as `#000fff`. A value
    /// `@name` refers to the entry `name` of `DKColorMapping.plist`: pass that file too, and
    /// its colors become the base set `palette`, referred to by aliases (`{name}`).
    public static let dkNightVersion = Importer(
        id: "dknightversion",
        summary: "DKNightVersion color table (DKColorTable.txt, optional DKColorMapping.plist)",
        accepts: { path in path.hasSuffix(".txt") || path.hasSuffix("DKColorMapping.plist") },
        detect: { paths in
            paths.contains { $0.hasSuffix(".txt") }
                && paths.allSatisfy { $0.hasSuffix(".txt") || $0.hasSuffix(".plist") }
        },
        read: DKColorTableReader.read)
}

/// Reads a DKNightVersion color table; see ``Importer/dkNightVersion``.
enum DKColorTableReader {
    static let paletteLayer = "palette"

    static func read(_ files: [InputFile]) throws(DiagnosticsError) -> ImportedTheme {
        let tables = files.filter { $0.fileExtension != "plist" }
        let mappings = files.filter { $0.fileExtension == "plist" }
        guard tables.count == 1, let table = tables.first else {
            throw DiagnosticsError([.error("expected one color table (.txt), found \(tables.count)")])
        }
        var theme = ImportedTheme(
            name: table.baseName, description: "Imported from the DKNightVersion color table \(table.fileName).")
        var problems: [Diagnostic] = []
        var palette: Set<String> = []
        for mapping in mappings {
            do throws(Diagnostic) {
                palette.formUnion(try readMapping(mapping, into: &theme))
            } catch {
                problems.append(error)
            }
        }
        if !palette.isEmpty { theme.baseLayers = [paletteLayer] }
        do throws(Diagnostic) {
            let lines = TextLine.lines(of: try table.text()).filter { !$0.isBlank }
            guard let header = lines.first else { throw .error("the color table is empty", file: table.path) }
            guard lines.count > 1 else {
                throw .error(
                    "line \(header.number): a color table needs a header of theme names and at least one row of colors",
                    file: table.path)
            }
            let themes = header.fields
            for name in themes { theme.declareLayer(name) }
            var seen: [String: Int] = [:]
            for line in lines.dropFirst() {
                readEntry(
                    line, themes: themes, file: table, palette: palette, seen: &seen, into: &theme, problems: &problems)
            }
            theme.modifiers = [
                ImportedModifier(
                    name: "theme", description: "DKNightVersion theme versions",
                    contexts: themes.map { ImportedContext(name: $0, layers: [$0]) })
            ]
        } catch {
            problems.append(error)
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return theme
    }

    private static func isValue(_ field: String) -> Bool {
        field.hasPrefix("#") || field.hasPrefix("0x") || field.hasPrefix("0X") || field.hasPrefix("@")
    }

    private static func readEntry(
        _ line: TextLine, themes: [String], file: InputFile, palette: Set<String>, seen: inout [String: Int],
        into theme: inout ImportedTheme, problems: inout [Diagnostic]
    ) {
        let fields = line.fields
        var source = ImportSource(file: file.path, line: line.number)
        let key: String
        let values: [String]
        if let last = fields.last, !isValue(last), fields.dropLast().allSatisfy(isValue) {
            (key, values) = (last, Array(fields.dropLast()))
        } else if let first = fields.first, !isValue(first), fields.dropFirst().allSatisfy(isValue) {
            (key, values) = (first, Array(fields.dropFirst()))
        } else {
            problems.append(
                source.error("expected a key and \(themes.count) colors (#rrggbb, 0xrrggbb, #rrggbbaa or @name)"))
            return
        }
        source.key = key
        guard values.count == themes.count else {
            problems.append(
                source.error("\(values.count) colors for \(themes.count) themes (\(themes.joined(separator: ", ")))"))
            return
        }
        if let earlier = seen[key] {
            theme.warnings.append(
                source.warning("the key repeats line \(earlier); this line wins, as in DKNightVersion"))
        }
        seen[key] = line.number
        for (themeName, text) in zip(themes, values) {
            guard let value = value(text, palette: palette, source: source, problems: &problems) else { continue }
            theme.add(ImportedToken(path: [key], value: value, source: source), to: themeName)
        }
    }

    private static func value(
        _ text: String, palette: Set<String>, source: ImportSource, problems: inout [Diagnostic]
    ) -> ImportedValue? {
        if text.hasPrefix("@") {
            let name = String(text.dropFirst())
            guard palette.contains(name) else {
                problems.append(source.error("\(text) names no entry of a DKColorMapping.plist given with the table"))
                return nil
            }
            return .alias(path: [name], type: "color")
        }
        let digits = text.hasPrefix("#") ? text.dropFirst() : text.dropFirst(2)
        guard digits.count == 6 || digits.count == 8, let color = ColorText.hex(String(digits)) else {
            problems.append(
                source.error("\"\(text)\" is not a color DKNightVersion reads (#rrggbb, 0xrrggbb or #rrggbbaa)"))
            return nil
        }
        return .color(color)
    }

    /// Reads `DKColorMapping.plist` (name → hex string) into the palette layer.
    private static func readMapping(
        _ file: InputFile, into theme: inout ImportedTheme
    ) throws(Diagnostic) -> Set<String> {
        guard case .object(let object) = try StructuredFile.propertyList(file) else {
            throw .error("a color mapping holds a dictionary of names to colors", file: file.path)
        }
        var names: Set<String> = []
        for (name, value) in object {
            let source = ImportSource(file: file.path, key: name)
            guard let text = value.stringValue else { throw source.error("expected a hex color string") }
            let digits =
                text.hasPrefix("#") ? text.dropFirst() : text.hasPrefix("0x") ? text.dropFirst(2) : Substring(text)
            guard digits.count == 6 || digits.count == 8, let color = ColorText.hex(String(digits)) else {
                throw source.error("\"\(text)\" is not a color DKNightVersion reads (#rrggbb, 0xrrggbb or #rrggbbaa)")
            }
            theme.add(ImportedToken(path: [name], value: .color(color), source: source), to: paletteLayer)
            names.insert(name)
        }
        return names
    }
}
