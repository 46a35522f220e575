import LiveryTools

/// An Xcode asset catalog, with Contents.json files as Xcode writes them.
enum XcassetsFixtures {
    static let catalogInfo = #"""
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """#

    static let namespaceFolder = #"""
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "provides-namespace" : true
          }
        }
        """#

    /// Any: floats; Dark: 8-bit integers.
    static let background = #"""
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "1.000",
                  "green" : "1.000",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "30",
                  "green" : "28",
                  "red" : "28"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """#

    /// Display P3, with high-contrast variants for Any and Dark.
    static let accent = #"""
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "display-p3",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.965",
                  "green" : "0.471",
                  "red" : "0.204"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "display-p3",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.800",
                  "green" : "0.300",
                  "red" : "0.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "display-p3",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "1.000",
                  "green" : "0.518",
                  "red" : "0.039"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "display-p3",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "1.000",
                  "green" : "0.700",
                  "red" : "0.400"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """#

    /// Any and Dark, and one high-contrast color for every appearance.
    static let focus = #"""
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x00",
                  "green" : "0x95",
                  "red" : "0xFF"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x0A",
                  "green" : "0x9F",
                  "red" : "0xFF"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.000",
                  "green" : "0.000",
                  "red" : "0.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.000",
                  "green" : "0.000",
                  "red" : "0.000"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """#

    /// Hex-byte components; the name has a dot.
    static let labelPrimary = #"""
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x1E",
                  "green" : "0x1C",
                  "red" : "0x1C"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0xF7",
                  "green" : "0xF2",
                  "red" : "0xF2"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """#

    /// One appearance only, translucent.
    static let separator = #"""
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "0.290",
                  "blue" : "0.263",
                  "green" : "0.235",
                  "red" : "0.235"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """#

    static let appIcon = #"""
        {
          "images" : [
            {
              "idiom" : "universal",
              "platform" : "ios",
              "size" : "1024x1024"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """#

    /// A colorset whose color uses the given component strings (for error cases).
    static func colorset(
        space: String = "srgb", red: String, green: String = "\"0.5\"", blue: String = "\"0.5\""
    ) -> String {
        #"""
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "\#(space)",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : \#(blue),
                  "green" : \#(green),
                  "red" : \#(red)
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """#
    }

    static var catalog: [InputFile] {
        [
            InputFile(path: "Colors.xcassets/Contents.json", text: catalogInfo),
            InputFile(path: "Colors.xcassets/AppIcon.appiconset/Contents.json", text: appIcon),
            InputFile(path: "Colors.xcassets/background.colorset/Contents.json", text: background),
            InputFile(path: "Colors.xcassets/Brand/Contents.json", text: namespaceFolder),
            InputFile(path: "Colors.xcassets/Brand/accent.colorset/Contents.json", text: accent),
            InputFile(path: "Colors.xcassets/Text/Contents.json", text: catalogInfo),
            InputFile(path: "Colors.xcassets/Text/label.primary.colorset/Contents.json", text: labelPrimary),
            InputFile(path: "Colors.xcassets/separator.colorset/Contents.json", text: separator),
        ]
    }

    /// The catalog without its high-contrast colorset.
    static var catalogWithoutHighContrast: [InputFile] {
        catalog.filter { !$0.path.contains("accent") }
    }
}
