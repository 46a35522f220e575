@testable import LiveryTools

/// Inputs of the design-tool importers, written from each format's published description
/// (Figma's DTCG export of variables: one file per mode; Tokens Studio's token sets,
/// `$themes` and `$metadata`; Style Dictionary's `value`/`comment` tokens and
/// `{a.b.value}` references, after the example in its README) — not copied from any project.
enum DesignToolFixtures {
    /// A primitives collection of one mode and a semantic collection of two, as Figma writes them.
    static let figma: [InputFile] = [
        InputFile(
            path: "figma/Primitives.Value.tokens.json",
            text: """
                {
                  "color": {
                    "$type": "color",
                    "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff" } },
                    "gray": {
                      "900": { "$value": { "colorSpace": "srgb", "components": [0.1176, 0.1176, 0.1176], "alpha": 1, "hex": "#1e1e1e" } }
                    },
                    "blue": {
                      "500": { "$value": { "colorSpace": "srgb", "components": [0.051, 0.431, 0.992], "alpha": 1, "hex": "#0d6efd" },
                               "$extensions": { "com.figma.variableId": "VariableID:1:2" } }
                    }
                  },
                  "space": { "100": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }
                }
                """),
        InputFile(
            path: "figma/Semantic.Light.tokens.json",
            text: """
                {
                  "background": { "$type": "color", "$value": "{color.white}", "$description": "Page background" },
                  "text": { "$type": "color", "$value": "{color.gray.900}" },
                  "accent": { "$type": "color", "$value": "{color.blue.500}" },
                  "gap": { "$type": "dimension", "$value": "{space.100}" }
                }
                """),
        InputFile(
            path: "figma/Semantic.Dark.tokens.json",
            text: """
                {
                  "background": { "$type": "color", "$value": "{color.gray.900}", "$description": "Page background" },
                  "text": { "$type": "color", "$value": "{color.white}" },
                  "accent": { "$type": "color", "$value": "#3d8bfd" },
                  "gap": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } }
                }
                """),
    ]

    /// One Tokens Studio file: a global set, light and dark sets, two themes.
    static let tokensStudioSingle = InputFile(
        path: "tokens.json",
        text: """
            {
              "global": {
                "colors": {
                  "blue": { "value": "#0d6efd", "type": "color" },
                  "white": { "value": "#ffffff", "type": "color" },
                  "black": { "value": "rgba(0, 0, 0, 1)", "type": "color" }
                },
                "spacing": {
                  "base": { "value": "4", "type": "spacing" },
                  "lg": { "value": "{spacing.base} * 4", "type": "spacing", "description": "Four steps" }
                },
                "opacity": { "muted": { "value": "50%", "type": "opacity" } },
                "fontFamilies": { "body": { "value": "Inter", "type": "fontFamilies" } },
                "fontWeights": { "bold": { "value": "Bold", "type": "fontWeights" } },
                "fontSizes": { "body": { "value": "16", "type": "fontSizes" } },
                "lineHeights": { "body": { "value": "150%", "type": "lineHeights" } },
                "typography": {
                  "body": {
                    "value": {
                      "fontFamily": "{fontFamilies.body}", "fontWeight": "{fontWeights.bold}",
                      "fontSize": "{fontSizes.body}", "lineHeight": "{lineHeights.body}", "letterSpacing": "0%"
                    },
                    "type": "typography"
                  }
                },
                "shadows": {
                  "card": {
                    "value": { "x": "0", "y": "2", "blur": "4", "spread": "0", "color": "rgba(0,0,0,0.25)", "type": "dropShadow" },
                    "type": "boxShadow"
                  }
                },
                "button": { "value": { "fill": "{colors.blue}" }, "type": "composition" }
              },
              "light": {
                "bg": { "value": "{colors.white}", "type": "color" },
                "fg": { "value": "{colors.black}", "type": "color" },
                "accentHover": {
                  "value": "{colors.blue}", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.2", "space": "srgb" } } }
                }
              },
              "dark": {
                "bg": { "value": "{colors.black}", "type": "color" },
                "fg": { "value": "{colors.white}", "type": "color" },
                "accentHover": {
                  "value": "{colors.blue}", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "srgb" } } }
                }
              },
              "$themes": [
                { "id": "t1", "name": "Light", "selectedTokenSets": { "global": "source", "light": "enabled", "dark": "disabled" } },
                { "id": "t2", "name": "Dark", "selectedTokenSets": { "global": "source", "light": "disabled", "dark": "enabled" } }
              ],
              "$metadata": { "tokenSetOrder": ["global", "light", "dark"] }
            }
            """)

    /// A multi-file Tokens Studio folder (DTCG spelling), themes in two groups.
    static let tokensStudioFolder: [InputFile] = [
        InputFile(
            path: "ds/core.json",
            text: """
                { "palette": { "$type": "color", "ink": { "$value": "#111111" }, "paper": { "$value": "#fafafa" },
                               "red": { "$value": "#d32f2f" }, "teal": { "$value": "#00897b" } } }
                """),
        InputFile(
            path: "ds/mode/light.json",
            text:
                #"{ "surface": { "$type": "color", "$value": "{palette.paper}" }, "ink": { "$type": "color", "$value": "{palette.ink}" } }"#
        ),
        InputFile(
            path: "ds/mode/dark.json",
            text:
                #"{ "surface": { "$type": "color", "$value": "{palette.ink}" }, "ink": { "$type": "color", "$value": "{palette.paper}" } }"#
        ),
        InputFile(path: "ds/brand/red.json", text: #"{ "brand": { "$type": "color", "$value": "{palette.red}" } }"#),
        InputFile(path: "ds/brand/teal.json", text: #"{ "brand": { "$type": "color", "$value": "{palette.teal}" } }"#),
        InputFile(
            path: "ds/$themes.json",
            text: """
                [
                  { "id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "mode/light": "enabled" } },
                  { "id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "mode/dark": "enabled" } },
                  { "id": "3", "name": "Red", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/red": "enabled" } },
                  { "id": "4", "name": "Teal", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/teal": "enabled" } }
                ]
                """),
        InputFile(
            path: "ds/$metadata.json",
            text: #"{ "tokenSetOrder": ["core", "mode/light", "mode/dark", "brand/red", "brand/teal"] }"#),
    ]

    /// Style Dictionary source files after its README's example.
    static let styleDictionary: [InputFile] = [
        InputFile(
            path: "sd/tokens/color/base.json",
            text: """
                {
                  "color": {
                    "base": {
                      "gray": { "light": { "value": "#CCCCCC" }, "medium": { "value": "#999999" }, "dark": { "value": "#111111" } },
                      "red": { "value": "#FF0000" },
                      "green": { "value": "#00FF00", "comment": "The brand green" }
                    }
                  }
                }
                """),
        InputFile(
            path: "sd/tokens/color/font.json",
            text: """
                {
                  "color": {
                    "font": {
                      "base": { "value": "{color.base.red.value}" },
                      "secondary": { "value": "{color.base.green.value}" },
                      "tertiary": { "value": "{color.base.gray.dark}" }
                    }
                  }
                }
                """),
        InputFile(
            path: "sd/tokens/size/font.json",
            text: """
                {
                  "size": {
                    "font": {
                      "small": { "value": "0.75rem", "comment": "the small size of the font" },
                      "base": { "value": "16px" },
                      "large": { "value": "{size.font.base.value}" }
                    }
                  },
                  "time": { "fast": { "value": "200ms" } },
                  "opacity": { "disabled": { "value": 0.4, "type": "number" } }
                }
                """),
    ]
}
