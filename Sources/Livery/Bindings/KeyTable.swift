/// The key paths bindings are keyed by, each kept alive once for the engine's lifetime.
///
/// Bindings refer to their key unretained (see ``PropertyBinding``). Key paths written as
/// literals are one object per call site, so the table holds about one entry per place in
/// the app's code that binds a property.
final class KeyTable {
    private var keys: [ObjectIdentifier: AnyObject] = [:]
    /// The last few keys: binding the same few properties of many targets skips hashing.
    private var recent: [AnyObject] = []

    /// `key`, now owned by the table.
    func intern(_ key: AnyObject) -> AnyObject {
        for known in recent where known === key { return known }
        let id = ObjectIdentifier(key)
        if let known = keys[id] {
            remember(known)
            return known
        }
        keys[id] = key
        remember(key)
        return key
    }

    private func remember(_ key: AnyObject) {
        if recent.count == 8 { recent.removeFirst() }
        recent.append(key)
    }
}
