import LiveryCore

/// One message of the bridge to a page (the web bridge contract): the full current input, the
/// color scheme, the custom properties whose values changed since the page's last message
/// (all of them in a first message), and a revision that grows with every change.
///
/// ```json
/// {"livery":1,"contexts":{"theme":"dark"},"colorScheme":"dark",
///  "properties":{"--color-background":"#1b1b1d"},"revision":7}
/// ```
package struct WebThemeMessage: Sendable, Equatable {
    /// The context of every modifier.
    package var contexts: [WebThemeSnapshot.Selection]
    /// The page's `color-scheme`.
    package var colorScheme: WebColorScheme
    /// The properties to set: changed ones only, or every one in a first message.
    package var properties: [WebThemeSnapshot.Property]
    /// Grows with every change; a page ignores a message not newer than the last it applied.
    package var revision: Int

    /// Every value of `snapshot`: what a page that knows nothing yet needs.
    package init(full snapshot: WebThemeSnapshot, revision: Int) {
        contexts = snapshot.contexts
        colorScheme = snapshot.colorScheme
        properties = snapshot.properties
        self.revision = revision
    }

    /// What a page showing `old` needs to show `new`: the properties whose value differs or
    /// that `old` lacks; `nil` when nothing differs (contexts, color scheme and values).
    package init?(from old: WebThemeSnapshot, to new: WebThemeSnapshot, revision: Int) {
        var before: [String: String] = [:]
        before.reserveCapacity(old.properties.count)
        for property in old.properties { before[property.name] = property.value }
        let changed = new.properties.filter { before[$0.name] != $0.value }
        guard !changed.isEmpty || old.contexts != new.contexts || old.colorScheme != new.colorScheme else { return nil }
        contexts = new.contexts
        colorScheme = new.colorScheme
        properties = changed
        self.revision = revision
    }

    /// The message as the contract's JSON object, members in the contract's order.
    package var json: JSONValue {
        .object(
            JSONObject([
                ("livery", .number(1)),
                ("contexts", .object(JSONObject(contexts.map { ($0.modifier, .string($0.context)) }))),
                ("colorScheme", .string(colorScheme.rawValue)),
                ("properties", .object(JSONObject(properties.map { ($0.name, .string($0.value)) }))),
                ("revision", .number(Double(revision))),
            ]))
    }
}
