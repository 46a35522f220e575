/// The character rules DTCG sets for token and group names.
enum TokenNameRules {
    /// Why `name` is not a valid token or group name, or `nil` when it is.
    ///
    /// - Complexity: one pass over the UTF-8 bytes.
    static func problem(with name: String) -> String? {
        let bytes = name.utf8
        if bytes.first == UInt8(ascii: "$") {
            return "invalid name '\(name)': token and group names must not begin with '$'"
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "."):
                let character = Character(Unicode.Scalar(byte))
                return "invalid name '\(name)': token and group names must not contain '\(character)'"
            default:
                continue
            }
        }
        return nil
    }
}
