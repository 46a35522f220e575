extension SnippetTypechecker {
    /// None here: the documentation examples, which need `DocContext`, are type-checked in
    /// GlueCheck (`GlueCheck/Tests/DocExampleTests`) against the real glue on the stub SDK.
    static let standIns: [String] = []
}
