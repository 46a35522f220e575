/// Where an `apply { … }` block comes from: its call site, or the key the caller gave it.
///
/// Two blocks of one object with the same site are the same binding: the second replaces
/// the first, as binding a property again replaces its binding — so a reused cell that is
/// configured twenty times keeps one block, not twenty.
@usableFromInline
struct ApplySite: Hashable {
    /// The caller's explicit key; `nil` when the call site identifies the block.
    let key: String?
    let fileID: String
    let line: UInt
    let column: UInt

    @usableFromInline
    init(key: String?, fileID: StaticString, line: UInt, column: UInt) {
        self.key = key
        // An explicit key names the block wherever it is written.
        self.fileID = key == nil ? fileID.description : ""
        self.line = key == nil ? line : 0
        self.column = key == nil ? column : 0
    }
}

/// The key object of the `apply` blocks from one site: bindings compare keys by identity.
final class ActionKey {
    let site: ApplySite
    init(site: ApplySite) { self.site = site }
}

/// One key object per site (call sites and explicit keys), kept for the engine's lifetime
/// like the key paths of ``KeyTable``: a program has as many as it has `apply` call sites
/// and distinct keys.
final class ActionKeyTable {
    private var keys: [ApplySite: ActionKey] = [:]

    /// The key object of `site`, made on first use.
    func key(for site: ApplySite) -> ActionKey {
        if let key = keys[site] { return key }
        let key = ActionKey(site: site)
        keys[site] = key
        return key
    }
}
