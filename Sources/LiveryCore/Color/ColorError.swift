/// Why a color could not be read: a message, and where in the value the problem lies.
///
/// `path` is a JSON sub-path relative to the color value (`components[1]`, `alpha`, `hex`),
/// `nil` when the problem concerns the value as a whole. Callers that know where the value
/// itself stands prepend their own path (`color.bg.default.$value` + `.components[1]`).
///
/// ```swift
/// do { _ = try Color(hex: "#12345") } catch { print(error) }
/// // "hex color "#12345" must have 3, 4, 6 or 8 hex digits, found 5"
/// ```
public struct ColorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in a sentence fragment without a trailing period.
    public var message: String
    /// The member of the color value concerned (`components[1]`), or `nil` for the value as a whole.
    public var path: String?

    /// An error saying `message` about the member at `path` (or the whole value).
    public init(_ message: String, path: String? = nil) {
        self.message = message
        self.path = path
    }

    /// `path: message`, or only the message when no path is known.
    public var description: String {
        guard let path, !path.isEmpty else { return message }
        return "\(path): \(message)"
    }
}
