/// The keys bindings are identified by, interned so that equal key paths are one object.
///
/// Bindings refer to their key unretained (see ``PropertyBinding``) and compare keys by
/// identity, so the table makes every key path canonical: the first key path seen with a
/// given value is the one every equal key path maps to, whatever call site it comes from.
/// Key path literals are one object per call site, so a run of bindings from the same few
/// call sites is answered from a short list of recent objects, without hashing a key path;
/// a key path object seen for the first time is hashed by value once.
///
/// Every key object seen is kept alive for the engine's lifetime, so that an object
/// identifier in the table never comes to name another object. Literals make that about
/// one entry per place in the app's code that binds a property.
///
/// Its hot fields are `@exclusivity(unchecked)`: only the main-actor engine touches them,
/// each in one short method of this type that calls nothing able to reach the same field, so
/// a dynamic exclusivity check could never fire and would only cost every binding.
final class KeyTable {
    /// A key object as it was passed in, and the canonical key equal to it.
    private struct Entry {
        let seen: AnyObject
        let canonical: AnyObject
    }

    /// Every key object seen, by identity.
    @exclusivity(unchecked) private var byIdentity: [ObjectIdentifier: Entry] = [:]
    /// The canonical key path of each value. Checked as usual: hashing and comparing key
    /// paths can run the `Hashable` code of subscript arguments.
    private var byValue: [AnyKeyPath: AnyKeyPath] = [:]
    /// The last few key objects: binding the same few properties of many targets skips
    /// hashing.
    @exclusivity(unchecked) private var recent: [Entry] = []
    private static let recentLimit = 8

    /// The canonical key equal to `key`, remembered from now on. Objects that are not key
    /// paths (the keys of `apply` blocks) are their own canonical key.
    func intern(_ key: AnyObject) -> AnyObject {
        for entry in recent where entry.seen === key { return entry.canonical }
        let entry: Entry
        if let known = byIdentity[ObjectIdentifier(key)] {
            entry = known
        } else {
            entry = Entry(seen: key, canonical: canonicalValue(of: key, inserting: true))
            byIdentity[ObjectIdentifier(key)] = entry
        }
        if recent.count == KeyTable.recentLimit { recent.removeFirst() }
        recent.append(entry)
        return entry.canonical
    }

    /// The canonical key equal to `key` if one was interned, else `key` itself (which then
    /// matches no binding): for lookups that must not grow the table.
    func canonical(_ key: AnyObject) -> AnyObject {
        for entry in recent where entry.seen === key { return entry.canonical }
        if let known = byIdentity[ObjectIdentifier(key)] { return known.canonical }
        return canonicalValue(of: key, inserting: false)
    }

    private func canonicalValue(of key: AnyObject, inserting: Bool) -> AnyObject {
        guard let keyPath = key as? AnyKeyPath else { return key }
        if let known = byValue[keyPath] { return known }
        if inserting { byValue[keyPath] = keyPath }
        return keyPath
    }
}
