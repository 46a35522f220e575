import Foundation

/// A page's request to change the app's theme, read from what it posted to the `livery`
/// message handler (`{"livery":1,"set":{"theme":"dark"}}`, as WebKit hands it over: a
/// dictionary of strings and numbers) and checked against an allow-list.
package struct WebContextRequest: Sendable, Equatable {
    /// The requested context of each modifier, by modifier name in sorted order.
    package var selections: [WebThemeSnapshot.Selection]

    /// Reads and checks `body`; every problem is reported at once.
    ///
    /// - Throws: ``WebMessageError`` when `body` is not a version-1 message with a `set` of
    ///   string contexts, or names a modifier or context `allowed` does not list.
    package init(body: Any, allowed: WebContextAllowList) throws(WebMessageError) {
        guard let message = body as? [String: Any] else { throw WebMessageError([.notAnObject]) }
        guard let version = message["livery"], Self.isOne(version) else {
            throw WebMessageError([.unsupportedVersion(found: message["livery"].map(Self.describe) ?? "nothing")])
        }
        guard let set = message["set"] as? [String: Any], !set.isEmpty else { throw WebMessageError([.noSelection]) }
        var problems: [WebMessageError.Problem] = []
        var selections: [WebThemeSnapshot.Selection] = []
        for (modifier, value) in set.sorted(by: { $0.key < $1.key }) {
            let path = "set." + modifier
            guard let context = value as? String else {
                problems.append(.notAString(path: path))
                continue
            }
            guard allowed.contexts[modifier] != nil else {
                problems.append(.modifierNotAllowed(path: path, modifier: modifier))
                continue
            }
            guard allowed.allows(modifier, context) else {
                problems.append(.contextNotAllowed(path: path, modifier: modifier, context: context))
                continue
            }
            selections.append(WebThemeSnapshot.Selection(modifier: modifier, context: context))
        }
        guard problems.isEmpty else { throw WebMessageError(problems) }
        self.selections = selections
    }

    /// Whether `value` is the number 1 (JavaScript numbers arrive as `NSNumber`, or as `Int`
    /// or `Double`).
    private static func isOne(_ value: Any) -> Bool {
        switch value {
        case let value as Int: value == 1
        case let value as Double: value == 1
        case let value as NSNumber: value.doubleValue == 1
        default: false
        }
    }

    private static func describe(_ value: Any) -> String {
        switch value {
        case let value as String: "\"\(value)\""
        default: String(describing: value)
        }
    }
}
