/// The character rules DTCG sets for token and group names.
enum TokenNameRules {
    /// Why `name` is not a valid token or group name, or `nil` when it is.
    static func problem(with name: String) -> String? {
        if name.hasPrefix("$") { return "invalid name '\(name)': token and group names must not begin with '$'" }
        for character in ["{", "}", "."] where name.contains(character) {
            return "invalid name '\(name)': token and group names must not contain '\(character)'"
        }
        return nil
    }
}
