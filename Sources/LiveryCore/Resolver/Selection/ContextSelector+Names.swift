extension ContextSelector {
    /// The characters the selector grammar reserves: a modifier or context name containing one
    /// could not be written in a selector (`theme=dark,contrast=high`, `*`), so a resolved
    /// theme's key would not read back.
    public static let reservedCharacters: Set<Character> = [",", "=", "*"]

    /// Why `name` cannot be a modifier or context name, or `nil` when it can.
    ///
    /// ```swift
    /// ContextSelector.problem(withName: "dark")          // nil
    /// ContextSelector.problem(withName: "comfortab,e")   // "contains ',' …"
    /// ```
    public static func problem(withName name: String) -> String? {
        if let reserved = name.first(where: reservedCharacters.contains) {
            return "contains '\(reserved)', which context selectors reserve (\"theme=dark,contrast=high\", \"*\")"
        }
        if name.isEmpty { return "is empty" }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            return "starts or ends with a space, which context selectors trim"
        }
        return nil
    }
}
