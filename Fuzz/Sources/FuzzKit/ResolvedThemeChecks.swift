import LiveryCore

/// Checks on resolved themes shared by the token and resolver harnesses.
public enum ResolvedThemeChecks {
    /// `ResolvedThemeJSON.bytes` writes themes straight to text; it must be byte for byte
    /// `JSONWriter.bytes(ResolvedThemeJSON.encode(themes))`, and that text must decode again.
    public static func checkPayloadWriting(_ themes: [ResolvedTheme]) {
        let direct = ResolvedThemeJSON.bytes(themes)
        let tree = JSONWriter.bytes(ResolvedThemeJSON.encode(themes))
        FuzzCheck.expect(direct == tree, "ResolvedThemeJSON.bytes differs from writing the encoded tree")
        do {
            FuzzCheck.blackHole(try ResolvedThemeJSON.decodeThemes(try JSONParser.parse(direct)))
        } catch {
            FuzzCheck.expect(false, "a resolved theme payload does not decode again: \(error)")
        }
    }
}
