/// The preview's own stylesheet. Every color and font of the sample screens and columns is a
/// role's value: `var(--token)` of the token the ``PreviewRoleMap`` chose, or the role's
/// default (a CSS system color, `inherit`) when none was found — so they are styled only
/// through the exported CSS.
struct PreviewStyle {
    let roles: PreviewRoleMap
    /// Custom property names by token name, as the CSS exporter writes them.
    let properties: [String: String]

    /// Which element shows which role through which CSS property, for the checks of a reader
    /// (or a browser test): `(".lv-button", "background-color", .accent)`.
    static let roleClasses: [(selector: String, property: String, role: PreviewRole)] = [
        (".lv-screen", "background-color", .background),
        (".lv-screen", "color", .text),
        (".lv-card", "background-color", .surface),
        (".lv-card", "border-top-color", .border),
        (".lv-secondary", "color", .secondaryText),
        (".lv-button", "background-color", .accent),
        (".lv-button", "color", .onAccent),
        (".lv-link", "color", .accent),
        (".lv-error", "color", .danger),
        (".lv-screen", "font-size", .bodyFont),
        (".lv-screen", "font-weight", .bodyFont),
        (".lv-title", "font-size", .titleFont),
        (".lv-title", "font-weight", .titleFont),
    ]

    /// The CSS value that paints `role`.
    func value(_ role: PreviewRole) -> String {
        guard let token = roles.token(for: role) else { return role.defaultValue }
        return "var(\(properties[token] ?? "--" + token))"
    }

    var css: String {
        let bg = value(.background), surface = value(.surface), text = value(.text)
        let secondary = value(.secondaryText), accent = value(.accent), onAccent = value(.onAccent)
        let danger = value(.danger), border = value(.border)
        let bodyFont = value(.bodyFont), titleFont = value(.titleFont)
        return """
            html { background-color: \(bg); color: \(text); }
            body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
            h1, h2, h3, p { margin: 0; }
            code { font: 12px/1.3 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
            .lv-header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 24px; padding: 16px 24px; background-color: \(surface); border-bottom: 1px solid \(border); }
            .lv-header h1 { font-size: 18px; }
            .lv-held { color: \(secondary); }
            .lv-switcher { display: flex; flex-wrap: wrap; gap: 12px; margin-left: auto; }
            .lv-switcher label { display: flex; gap: 6px; align-items: center; }
            .lv-switcher select { font: inherit; color: \(text); background-color: \(bg); border: 1px solid \(border); border-radius: 6px; padding: 2px 6px; }
            .lv-section { padding: 16px 24px; }
            .lv-section > h2 { font-size: 15px; margin-bottom: 12px; }
            .lv-screens { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            .lv-screen { box-sizing: border-box; width: 320px; display: flex; flex-direction: column; gap: 10px; padding: 20px; border-radius: 16px; background-color: \(bg); color: \(text); border: 1px solid \(border); font: \(bodyFont); }
            .lv-title { font: \(titleFont); }
            .lv-secondary { color: \(secondary); }
            .lv-error { color: \(danger); }
            .lv-center { text-align: center; }
            .lv-field { display: flex; flex-direction: column; gap: 4px; }
            .lv-input { font: inherit; padding: 8px 10px; border-radius: 8px; color: \(text); background-color: \(surface); border: 1px solid \(border); }
            .lv-input-invalid { border-color: \(danger); }
            .lv-button { font: inherit; font-weight: 600; padding: 9px 16px; border: 0; border-radius: 8px; background-color: \(accent); color: \(onAccent); }
            .lv-button-danger { font: inherit; font-weight: 600; padding: 8px 16px; border-radius: 8px; background-color: transparent; color: \(danger); border: 1px solid \(danger); }
            .lv-link { color: \(accent); }
            .lv-card { background-color: \(surface); border: 1px solid \(border); border-radius: 12px; }
            .lv-post { padding: 12px; display: flex; flex-direction: column; gap: 6px; }
            .lv-post-head { display: flex; align-items: center; gap: 8px; }
            .lv-actions { display: flex; gap: 16px; align-items: center; }
            .lv-avatar { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 50%; font-size: 11px; font-weight: 700; background-color: \(accent); color: \(onAccent); }
            .lv-avatar-large { width: 56px; height: 56px; font-size: 18px; }
            .lv-profile-head { display: flex; align-items: center; gap: 12px; }
            .lv-stats { display: flex; gap: 8px; }
            .lv-stat { flex: 1; display: flex; flex-direction: column; align-items: center; padding: 8px; }
            .lv-contexts { display: flex; gap: 16px; overflow-x: auto; align-items: flex-start; padding-bottom: 8px; }
            .lv-context { flex: 0 0 300px; box-sizing: border-box; padding: 14px; border-radius: 16px; background-color: \(bg); color: \(text); border: 1px solid \(border); }
            .lv-context > h3 { font-size: 14px; margin-bottom: 10px; }
            .lv-default-tag { font-weight: 400; color: \(secondary); }
            .lv-specimen { font: \(bodyFont); display: flex; flex-direction: column; gap: 6px; padding: 12px; margin-bottom: 12px; }
            .lv-swatches { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
            .lv-swatch { display: flex; gap: 10px; align-items: flex-start; }
            .lv-chip-well { forced-color-adjust: none; flex: 0 0 44px; height: 44px; border-radius: 10px; overflow: hidden; border: 1px solid \(border); background-color: #ffffff; background-image: linear-gradient(45deg, #c8c8c8 25%, transparent 25%, transparent 75%, #c8c8c8 75%), linear-gradient(45deg, #c8c8c8 25%, transparent 25%, transparent 75%, #c8c8c8 75%); background-size: 12px 12px; background-position: 0 0, 6px 6px; }
            .lv-chip { display: block; width: 100%; height: 100%; }
            .lv-swatch-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
            .lv-token-name { font-weight: 600; overflow-wrap: anywhere; }
            .lv-hex, .lv-wide, .lv-description { color: \(secondary); }
            .lv-description { font-size: 12px; }
            .lv-badges { display: flex; flex-wrap: wrap; gap: 4px; }
            .lv-badge { font-size: 11px; padding: 0 6px; border-radius: 999px; border: 1px solid \(border); }
            .lv-badge-fail { color: \(danger); border-color: \(danger); }
            .lv-deprecated { font-size: 12px; color: \(danger); }
            """
    }
}
