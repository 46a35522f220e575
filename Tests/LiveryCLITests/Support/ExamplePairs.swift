/// Contrast pairs for `Examples/Themes`, as a pairs file would hold them.
enum ExamplePairs {
    /// Every pair passes in every combination of the example.
    static let passing = """
        {
          "minimums": { "contrast=high": { "text": 7, "large-text": 4.5, "non-text": 4.5 } },
          "pairs": [
            { "foreground": "color.primaryText", "background": "color.background", "minimum": "text" },
            { "foreground": "color.secondaryText", "background": "color.background", "minimum": "text" },
            { "foreground": "color.onTint", "background": "color.tint", "minimum": "text" },
            { "foreground": "color.tint", "background": "color.background", "minimum": "non-text" }
          ]
        }
        """

    /// Asks a 21:1 minimum of a pair that cannot reach it.
    static let failing = """
        {"pairs": [{ "foreground": "color.secondaryText", "background": "color.background", "minimum": 21 }]}
        """

    /// Names a token the example does not have.
    static let unknownToken = """
        {"pairs": [{ "foreground": "color.nope", "background": "color.background", "minimum": "text" }]}
        """
}
