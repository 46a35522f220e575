import Testing

@testable import LiveryTools

@Suite("Preview roles")
struct PreviewRoleMapTests {
    @Test("splits token names into words at segments, case changes and digits")
    func words() {
        #expect(TokenWords.words(in: "color.backgroundSecondary") == ["background", "secondary"])
        #expect(TokenWords.words(in: "palette.blue.600") == ["palette", "blue", "600"])
        #expect(TokenWords.words(in: "Colors/Text-Primary_2") == ["text", "primary", "2"])
        #expect(TokenWords.words(in: "Bg2x-HOVER_state") == ["bg", "2", "x", "hover", "state"])
    }

    @Test("ASCII names (split on their bytes) and other names (split on characters) follow one rule")
    func asciiAndOtherNamesSplitAlike() {
        // Each pair differs only in one letter outside ASCII, which stays inside its word.
        let pairs = [
            ("color.backgroundSecondary", "color.backgroundSécondary"),
            ("palette.blue.600", "palette.blüe.600"), ("Bg2x-HOVER_state", "Bg2x-HÖVER_state"),
            ("textPrimary2Dark", "textPrimäry2Dark"),
        ]
        for (ascii, other) in pairs {
            let a = TokenWords.words(in: ascii)
            let b = TokenWords.words(in: other)
            #expect(a.count == b.count, "\(a) \(b)")
            #expect(zip(a, b).filter { $0 != $1 }.count == 1, "\(a) \(b)")
        }
    }

    @Test("picks the example theme's camel-case names for every role")
    func exampleNames() {
        let map = PreviewRoleMap(colorTokens: [
            "color.background", "color.backgroundSecondary", "color.barTint", "color.borderBase", "color.borderLight",
            "color.danger", "color.highContrast.primaryText", "color.highContrast.tint", "color.onTint",
            "color.primaryText", "color.secondaryText", "color.shadow", "color.success", "color.tint",
            "palette.brand.600", "palette.neutral.0", "palette.red.600",
        ])
        #expect(
            map.tokens == [
                "background": "color.background", "surface": "color.backgroundSecondary", "text": "color.primaryText",
                "secondaryText": "color.secondaryText", "accent": "color.tint", "onAccent": "color.onTint",
                "danger": "color.danger", "border": "color.borderBase",
            ])
    }

    @Test("picks dotted role names, skipping state and on-color variants")
    func dottedNames() {
        let map = PreviewRoleMap(colorTokens: [
            "color.accent.default", "color.accent.hover", "color.accent.on", "color.bg.default", "color.bg.surface",
            "color.border.default", "color.border.focus", "color.danger.default", "color.text.default",
            "color.text.muted", "color.text.onAccent",
        ])
        #expect(
            map.tokens == [
                "background": "color.bg.default", "surface": "color.bg.surface", "text": "color.text.default",
                "secondaryText": "color.text.muted", "accent": "color.accent.default", "onAccent": "color.accent.on",
                "danger": "color.danger.default", "border": "color.border.default",
            ])
    }

    @Test("prefers semantic names to palette steps")
    func paletteLast() {
        let map = PreviewRoleMap(colorTokens: ["palette.brand.500", "semantic.brand"])
        #expect(map.token(for: .accent) == "semantic.brand")
    }

    @Test("falls back along the role chain, and to nothing when no role matches")
    func fallbacks() {
        let map = PreviewRoleMap(colorTokens: ["color.background", "color.foreground", "color.primary"])
        #expect(map.token(for: .surface) == "color.background")
        #expect(map.token(for: .secondaryText) == "color.foreground")
        #expect(map.token(for: .border) == "color.foreground")
        #expect(map.token(for: .danger) == "color.primary")
        #expect(map.token(for: .onAccent) == "color.background")
        let empty = PreviewRoleMap(colorTokens: ["palette.gray.100"])
        #expect(empty.tokens.isEmpty)
    }

    @Test("paints a role without a token in its CSS system color")
    func systemColors() {
        let style = PreviewStyle(roles: PreviewRoleMap(colorTokens: []), properties: [:])
        #expect(style.value(.background) == "Canvas")
        #expect(style.value(.text) == "CanvasText")
        #expect(style.value(.accent) == "LinkText")
    }

    @Test("picks typography tokens for the body and title fonts, never a color of the same name")
    func fonts() {
        let map = PreviewRoleMap(tokens: [
            ("color.text", .color), ("typography.body", .typography), ("typography.caption", .typography),
            ("typography.code", .typography), ("typography.headline", .typography), ("typography.title", .typography),
        ])
        #expect(map.token(for: .bodyFont) == "typography.body")
        #expect(map.token(for: .titleFont) == "typography.headline")
        #expect(map.token(for: .text) == "color.text")
    }
}
