import LiveryCore

extension Importer {
    /// Light|dark pairs in a Swift string enum — `case background = "ffffff|000000"` — with an
    /// optional custom-colors dictionary in JSON, `{"background": {"light": "0000ff", "dark":
    /// "00ffff"}}`, that replaces some of them when the app's custom theme is on.
    ///
    /// Each case becomes a single-segment token named after the case. The `theme` modifier
    /// gets the contexts `light` and `dark` (the halves of each pair) and, when a
    /// custom-colors file is given, `custom-light` and `custom-dark`, which stack the custom
    /// overrides (layers `custom-light`, `custom-dark`) on the default light and dark layers.
    /// Custom colors depend on the appearance, so they cannot be an independent `palette`
    /// modifier: DTCG modifiers are orthogonal, and a `palette=custom` file could not hold a
    /// different value for light and dark. Combined contexts are the pattern the DTCG
    /// resolver spec itself uses for `lightHighContrast`.
    ///
    /// Colors are hex, `#` optional: `rgb`, `rgba`, `rrggbb`, `rrggbbaa`. A case with an
    /// empty value (`case clear = ""`) is skipped with a warning; one with a single color
    /// uses it for both appearances.
    public static let swiftEnumPairs = Importer(
        id: "swift-enum",
        summary: "Swift enum of \"light|dark\" hex pairs (.swift), optional custom colors (.json)",
        accepts: { path in path.hasSuffix(".swift") || path.hasSuffix(".json") },
        detect: { paths in
            paths.contains { $0.hasSuffix(".swift") }
                && paths.allSatisfy { $0.hasSuffix(".swift") || $0.hasSuffix(".json") }
        },
        read: SwiftEnumPairReader.read)
}

/// Reads Swift enum pairs and custom colors; see ``Importer/swiftEnumPairs``.
enum SwiftEnumPairReader {
    static func read(_ files: [InputFile]) throws(DiagnosticsError) -> ImportedTheme {
        let sources = files.filter { $0.fileExtension != "json" }
        let customs = files.filter { $0.fileExtension == "json" }
        var theme = ImportedTheme(name: "Colors", description: "Imported from light|dark pairs in Swift source.")
        var problems: [Diagnostic] = []
        guard customs.count <= 1 else {
            throw DiagnosticsError([.error("expected at most one custom-colors file (.json), found \(customs.count)")])
        }
        var enumName: String?
        var cases: [String: ImportSource] = [:]
        for file in sources {
            do throws(Diagnostic) {
                let scan = SwiftCaseScanner.scan(try file.text(), file: file.path)
                enumName = enumName ?? scan.enumName
                for entry in scan.entries {
                    add(entry, into: &theme, cases: &cases, problems: &problems)
                }
            } catch {
                problems.append(error)
            }
        }
        if cases.isEmpty && problems.isEmpty {
            problems.append(.error("found no `case name = \"light|dark\"` lines", file: sources.first?.path))
        }
        var contexts = [
            ImportedContext(name: "light", layers: ["light"]), ImportedContext(name: "dark", layers: ["dark"]),
        ]
        if let custom = customs.first {
            do throws(Diagnostic) {
                try CustomColorsReader.read(custom, cases: cases, into: &theme)
                theme.declareLayer("custom-light")
                theme.declareLayer("custom-dark")
                contexts += [
                    ImportedContext(name: "custom-light", layers: ["light", "custom-light"]),
                    ImportedContext(name: "custom-dark", layers: ["dark", "custom-dark"]),
                ]
            } catch {
                problems.append(error)
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        theme.name = enumName ?? sources.first?.baseName ?? theme.name
        theme.modifiers = [
            ImportedModifier(
                name: "theme", description: "Appearance, and the server's custom colors", contexts: contexts,
                defaultContext: "light")
        ]
        return theme
    }

    private static func add(
        _ entry: SwiftCaseScanner.Entry, into theme: inout ImportedTheme, cases: inout [String: ImportSource],
        problems: inout [Diagnostic]
    ) {
        let source = entry.source
        if entry.value.isEmpty {
            theme.warnings.append(source.warning("skipped: the case has no color"))
            return
        }
        let halves = entry.value.split(separator: "|", omittingEmptySubsequences: false).map {
            String($0).trimmingSpaces
        }
        guard halves.count <= 2 else {
            problems.append(source.error("\"\(entry.value)\" has \(halves.count) parts; expected \"light|dark\""))
            return
        }
        let colors = halves.map(ColorText.hex)
        for (half, color) in zip(halves, colors) where color == nil {
            problems.append(source.error("\"\(half)\" is not a hex color (rgb, rgba, rrggbb or rrggbbaa)"))
        }
        guard let light = colors.first ?? nil, let dark = colors.last ?? nil else { return }
        cases[entry.name] = source
        theme.add(ImportedToken(path: [entry.name], value: .color(light), source: source), to: "light")
        theme.add(ImportedToken(path: [entry.name], value: .color(dark), source: source), to: "dark")
    }
}
