/// https://developer.apple.com/documentation/swiftui/text
@frozen
public struct Text: View {
    /// Stub-only: the text shown, for tests.
    public let _content: String

    /// https://developer.apple.com/documentation/swiftui/text/init(_:)
    public init<S: StringProtocol>(_ content: S) { _content = String(content) }

    public var body: Never { fatalError("a primitive view") }
}
