import LiveryCore

extension Exporter {
    /// `Colors.xcassets`: one color set per color token, with any, dark and high-contrast
    /// appearances; each extra appearance context (neither light nor dark) as a namespace
    /// folder of its own (`Color("dim/color-background")`). Other token types are skipped.
    public static let xcassets = Exporter(
        id: "xcassets", summary: "an Xcode asset catalog of color sets (any/dark, high contrast, Display P3)",
        files: { matrix in XCAssetsCatalog(matrix: matrix, name: matrix.options.assetCatalogName).files() })
}

/// Lays out the catalog: its folder, the color sets of the light/dark themes, and one
/// namespace folder per extra theme.
struct XCAssetsCatalog {
    let matrix: ExportMatrix
    let name: String

    static let info: JSONValue = ["author": "xcode", "version": 1]

    func files() -> [OutputFile] {
        let root = UniqueNames.slug(name) + ".xcassets"
        var files = [OutputFile(path: "\(root)/Contents.json", text: XcodeJSON.string(["info": Self.info]))]
        let tokens = ColorTokens(matrix)
        files += colorSets(tokens, in: root, any: matrix.lightContext, dark: matrix.darkContext)
        // Folder names as file names: distinct even on a case-insensitive file system once
        // slugged (`Dim` / `dim`, `sépia` / `sèpia`), and bounded in length.
        let extras = matrix.extraAppearances
        for (extra, folderName) in zip(extras, UniqueNames.fileNames(for: extras) { UniqueNames.slug($0) }) {
            let folder = "\(root)/\(folderName)"
            files.append(
                OutputFile(
                    path: "\(folder)/Contents.json",
                    text: XcodeJSON.string(["info": Self.info, "properties": ["provides-namespace": true]])))
            files += colorSets(tokens, in: folder, any: extra, dark: nil)
        }
        return files
    }

    /// The color tokens (defined as colors in some combination) and their color set names, the
    /// same in every folder.
    struct ColorTokens {
        /// Indices into the matrix's names.
        let ids: [Int]
        /// The color set name of each of `ids`.
        let setNames: [String]

        init(_ matrix: ExportMatrix) {
            ids = matrix.names.indices.filter { i in
                matrix.cells.contains { matrix.token(at: i, in: $0.theme)?.type == .color }
            }
            // Dots stay: `color.background.colorset` is the asset `color.background`, which
            // imports back as the same token path.
            // Folder names: case-insensitive and bounded in length (see `UniqueNames.fileNames`).
            setNames = UniqueNames.fileNames(for: ids.map { matrix.names[$0] }) {
                UniqueNames.slug($0, alsoKeeping: ["."])
            }
        }
    }

    /// One color set per color token defined in the `any` appearance.
    private func colorSets(_ tokens: ColorTokens, in folder: String, any: String?, dark: String?) -> [OutputFile] {
        var contrasts: [(String?, Bool)] = [(matrix.normalContrast, false)]
        if let high = matrix.highContrast { contrasts.append((high, true)) }
        var appearances: [(String?, Bool)] = [(any, false)]
        if let dark { appearances.append((dark, true)) }
        // The theme of each variant, found once for every token.
        var sources: [(theme: ResolvedTheme, dark: Bool, highContrast: Bool)] = []
        for (contrast, isHigh) in contrasts {
            for (appearance, isDark) in appearances {
                if let cell = matrix.cell(appearance: appearance, contrast: contrast) {
                    sources.append((cell.theme, isDark, isHigh))
                }
            }
        }
        return zip(tokens.ids, tokens.setNames).compactMap { id, setName -> OutputFile? in
            var variants: [ColorSetContents.Variant] = []
            for source in sources {
                guard let color = matrix.token(at: id, in: source.theme)?.value.color else { continue }
                variants.append(
                    ColorSetContents.Variant(dark: source.dark, highContrast: source.highContrast, color: color))
            }
            guard variants.contains(where: { !$0.dark && !$0.highContrast }) else { return nil }
            let path = folder + "/" + setName + ".colorset/Contents.json"
            return OutputFile(path: path, contents: ColorSetContents(variants: variants).bytes)
        }
    }
}
