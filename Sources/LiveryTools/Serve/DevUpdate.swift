import LiveryCore

/// An edit of token values as the open preview pages apply it in place, without reloading:
/// the custom properties whose value changed in each combination, a stylesheet that declares
/// them in every rule of the page's `tokens.css`, and the swatches whose text changed.
///
/// Only an edit that keeps the page's structure has one — the same combinations, the same
/// tokens with the same types, each token's declarations naming the same properties. Anything
/// else (a token added, removed or retyped, a modifier's contexts changed) has none, and the
/// pages reload.
///
/// The page appends ``stylesheet`` after its own: every rule of `tokens.css` is repeated with
/// the same selector inside the same media query, declaring each changed property with its new
/// value, so the later rule wins wherever the earlier one applied and the page is styled as the
/// rebuilt page would be. Each swatch is rendered as the full page renders it (escaped the
/// same way), and replaces the one of its column with the same token.
package struct DevUpdate: Equatable {
    /// The properties whose value changed in one combination, by custom property, each with
    /// the value for every browser (the `hex` spelling of the stylesheet).
    package struct Change: Equatable {
        /// The combination's label (`theme=dark`), as its column is headed.
        package var context: String
        package var properties: [(property: String, value: String)]

        package static func == (a: Change, b: Change) -> Bool {
            a.context == b.context && a.properties.elementsEqual(b.properties) { $0 == $1 }
        }
    }

    /// A swatch to replace: its column (the combination's cell index), its token and its HTML.
    package struct Swatch: Equatable {
        package var column: Int
        package var token: String
        package var html: String
    }

    /// The most swatches an update carries; an edit that changes more (the background role's
    /// color changes every contrast badge of its column) reloads the page instead.
    package static let maxSwatches = 500

    package var changes: [Change]
    package var stylesheet: String
    package var swatches: [Swatch]

    /// What changed from `old` to `new`, or `nil` when the page cannot be patched: its structure
    /// changed, a declaration's properties changed, or too many swatches changed. An update with
    /// no changes means the page stays as it is.
    ///
    /// - Parameter compared: `new` was taken with `old` as its previous snapshot, so its
    ///   ``PreviewSnapshot/sameStructureAsPrevious`` already says whether the structure matches.
    init?(from old: PreviewSnapshot, to new: PreviewSnapshot, compared: Bool = false) {
        guard compared ? new.sameStructureAsPrevious : old.hasStructure(of: new.matrix) else { return nil }
        let matrix = new.matrix
        var changedNames: [Int] = []
        var changedInCell = [[Int]](repeating: [], count: matrix.cells.count)
        for i in matrix.names.indices {
            var changed = false
            for (c, (before, after)) in zip(old.matrix.cells, matrix.cells).enumerated()
            where old.matrix.token(at: i, in: before.theme) != matrix.token(at: i, in: after.theme) {
                changedInCell[c].append(i)
                changed = true
            }
            if changed { changedNames.append(i) }
        }
        // Each changed token's declarations in every combination, new and old.
        var declarations = [[[CSSDeclaration]]](repeating: [], count: matrix.cells.count)
        for (c, cell) in matrix.cells.enumerated() {
            let before = old.matrix.cells[c].theme
            for i in changedNames {
                let property = new.properties[i]
                let now = matrix.token(at: i, in: cell.theme).map {
                    CSSDeclaration.declarations(property: property, token: $0)
                }
                let then = old.matrix.token(at: i, in: before).map {
                    CSSDeclaration.declarations(property: property, token: $0)
                }
                guard now?.map(\.property) == then?.map(\.property) else { return nil }
                declarations[c].append(now ?? [])
            }
        }
        let position = Dictionary(uniqueKeysWithValues: changedNames.enumerated().map { ($1, $0) })
        changes = changedInCell.enumerated().compactMap { c, names in
            guard !names.isEmpty else { return nil }
            let properties = names.flatMap { i in
                position[i].map { declarations[c][$0] }?.map { ($0.property, $0.hex) } ?? []
            }
            return Change(context: matrix.label(matrix.cells[c]), properties: properties)
        }
        stylesheet = Self.stylesheet(rules: new.rules, declarations: declarations.map { $0.flatMap { $0 } })
        var swatches: [Swatch] = []
        for (c, cell) in matrix.cells.enumerated() where !changedInCell[c].isEmpty {
            let references = PreviewSwatch.References(theme: cell.theme, roles: new.roles)
            let all = changedInCell[c].contains { references.isReference(matrix.names[$0]) }
            for i in all ? Array(matrix.names.indices) : changedInCell[c] {
                guard let token = matrix.token(at: i, in: cell.theme),
                    let swatch = PreviewSwatch.swatch(
                        name: matrix.names[i], token: token, property: new.properties[i], references: references)
                else { continue }
                guard swatches.count < Self.maxSwatches else { return nil }
                swatches.append(Swatch(column: c, token: matrix.names[i], html: swatch.html))
            }
        }
        self.swatches = swatches
    }

    /// Every rule, in order and inside its media query, declaring its combination's
    /// `declarations`; wide-gamut colors repeated under `@supports` after their rule, as in
    /// `tokens.css`.
    static func stylesheet(rules: [CSSRule], declarations: [[CSSDeclaration]]) -> String {
        var out = ""
        for rule in rules {
            let decls = declarations[rule.cell.index]
            guard !decls.isEmpty else { continue }
            var block = rule.selector + " { " + decls.map { "\($0.property): \($0.hex);" }.joined(separator: " ") + " }"
            let wide = decls.filter(\.hasWideGamut)
            if !wide.isEmpty {
                block +=
                    "\n@supports (color: color(display-p3 1 1 1)) { " + rule.selector + " { "
                    + wide.map { "\($0.property): \($0.wide);" }.joined(separator: " ") + " } }"
            }
            out += rule.media.map { "@media \($0) {\n\(block)\n}\n" } ?? block + "\n"
        }
        return out
    }

    /// The update as the page's script reads it (the `data` of an `update` event): script-safe
    /// JSON on one line, moving the page from generation `from` to `to`.
    package func json(from: Int, to: Int) -> String {
        let changes: [JSONValue] = changes.map { change in
            var properties = JSONObject()
            for (property, value) in change.properties { properties[property] = .string(value) }
            return ["context": .string(change.context), "properties": .object(properties)]
        }
        let swatches: [JSONValue] = swatches.map {
            ["column": .number(Double($0.column)), "token": .string($0.token), "html": .string($0.html)]
        }
        let object: JSONValue = [
            "from": .number(Double(from)), "to": .number(Double(to)), "changes": .array(changes),
            "css": .string(stylesheet), "swatches": .array(swatches),
        ]
        return ScriptSafeJSON.string(object)
    }
}
