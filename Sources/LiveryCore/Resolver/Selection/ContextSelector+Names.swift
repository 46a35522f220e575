extension ContextSelector {
    /// The characters the selector grammar reserves: a modifier or context name containing one
    /// could not be written in a selector (`theme=dark,contrast=high`, `*`), so a resolved
    /// theme's key would not read back.
    public static let reservedCharacters: Set<Character> = [",", "=", "*"]
    static let reservedScalars: Set<Unicode.Scalar> = [",", "=", "*"]

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Why `name` cannot be a modifier or context name, or `nil` when it can.
    ///
    /// ```swift
    /// ContextSelector.problem(withName: "dark")          // nil
    /// ContextSelector.problem(withName: "comfortab,e")   // "contains ',' …"
    /// ```
    ///
    /// Checked per Unicode scalar, not per `Character`: a prepended mark such as U+0600 joins
    /// the `*` after it into one `Character`, which a per-character check lets through (and
    /// then `*/` closes a CSS comment). Control characters (C0, DEL, C1), the line and
    /// paragraph separators (U+2028, U+2029), the bidirectional overrides and isolates, and a
    /// leading combining mark are refused too.
    public static func problem(withName name: String) -> String? {
        for scalar in name.unicodeScalars {
            if reservedScalars.contains(scalar) {
                return
                    "contains '\(Character(scalar))', which context selectors reserve (\"theme=dark,contrast=high\", \"*\")"
            }
            if scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
            {
                return "contains the control character U+\(hex(scalar)), which no file or terminal shows"
            }
            if [.lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory) {
                return "contains the line separator U+\(hex(scalar)), which breaks the line it is written on"
            }
        }
        if let first = name.unicodeScalars.first,
            [.nonspacingMark, .spacingMark, .enclosingMark].contains(first.properties.generalCategory)
        {
            return "starts with the combining mark U+\(hex(first)), which joins whatever stands before the name"
        }
        if name.isEmpty { return "is empty" }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            return "starts or ends with a space, which context selectors trim"
        }
        return nil
    }
}
