import LiveryCore

/// Reads a custom-colors dictionary, `{"case": {"light": "ff0000", "dark": "ff00ff"}}`, into
/// the layers `custom-light` and `custom-dark`.
///
/// Only names of enum cases are used (the app looks custom colors up by case name); others
/// are skipped with a warning, as are keys other than `light` and `dark`. Either half may be
/// missing: the default color then stays.
enum CustomColorsReader {
    static func read(
        _ file: InputFile, cases: [String: ImportSource], into theme: inout ImportedTheme
    ) throws(Diagnostic) {
        guard
            case .object(let root) = try JSONFile.parse(
                file.contents, displayName: file.path, warnings: &theme.warnings)
        else {
            throw .error(
                "custom colors are a JSON object of case names to {\"light\": …, \"dark\": …}", file: file.path)
        }
        for (name, value) in root {
            let source = ImportSource(file: file.path, line: root.location(of: name)?.line, key: name)
            guard case .object(let pair) = value else {
                throw source.error(
                    "expected {\"light\": \"rrggbb\", \"dark\": \"rrggbb\"}, found \(value.kindDescription)")
            }
            guard cases[name] != nil else {
                theme.warnings.append(source.warning("skipped: no enum case has this name"))
                continue
            }
            for (appearance, text) in pair {
                let place = ImportSource(
                    file: file.path, line: pair.location(of: appearance)?.line, key: "\(name).\(appearance)")
                guard appearance == "light" || appearance == "dark" else {
                    theme.warnings.append(place.warning("skipped: only \"light\" and \"dark\" are read"))
                    continue
                }
                guard let hex = text.stringValue, let color = ColorText.hex(hex) else {
                    throw place.error(
                        "\(JSONWriter.string(text, pretty: false)) is not a hex color (rgb, rgba, rrggbb or rrggbbaa)")
                }
                theme.add(ImportedToken(path: [name], value: .color(color), source: place), to: "custom-\(appearance)")
            }
        }
    }
}
