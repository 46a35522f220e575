/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    let id: Int

    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(id: 0)
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment(id: 1)
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
    public static let trailing = HorizontalAlignment(id: 2)
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    let id: Int

    /// https://developer.apple.com/documentation/swiftui/verticalalignment/top
    public static let top = VerticalAlignment(id: 0)
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment(id: 1)
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
    public static let bottom = VerticalAlignment(id: 2)
}

/// https://developer.apple.com/documentation/swiftui/hstack
/// Apple: "A view that arranges its subviews in a horizontal line." The stub keeps its
/// arguments for tests; it lays nothing out.
@frozen
public struct HStack<Content: View>: View {
    /// Stub-only: the arguments, for tests.
    public let _alignment: VerticalAlignment
    /// Stub-only: see `_alignment`.
    public let _spacing: CGFloat?
    /// Stub-only: see `_alignment`.
    public let _content: Content

    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        (_alignment, _spacing, _content) = (alignment, spacing, content())
    }

    public var body: Never { fatalError("a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/vstack
/// Apple: "A view that arranges its subviews in a vertical line." As `HStack`.
@frozen
public struct VStack<Content: View>: View {
    /// Stub-only: the arguments, for tests.
    public let _alignment: HorizontalAlignment
    /// Stub-only: see `_alignment`.
    public let _spacing: CGFloat?
    /// Stub-only: see `_alignment`.
    public let _content: Content

    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        (_alignment, _spacing, _content) = (alignment, spacing, content())
    }

    public var body: Never { fatalError("a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/group
@frozen
public struct Group<Content> {
    /// Stub-only: the grouped content, for tests.
    public let _content: Content
}

extension Group: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/group/init(content:)
    /// Apple: "Creates a group of views." Environment writes on the group reach its content.
    public init(@ViewBuilder content: () -> Content) { _content = content() }

    public var body: Never { fatalError("a primitive view") }
}

extension Group: _EnvironmentWriting where Content: View {
    @MainActor public func _write(_ environment: inout EnvironmentValues) { _writes(of: _content, into: &environment) }
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    /// https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
    /// Stub-only: the key path that identifies each element, for tests.
    public let _id: KeyPath<Data.Element, ID>
}

extension ForEach: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    /// Apple: "Creates an instance that uniquely identifies and creates views across updates
    /// based on the provided key path to the underlying data's identifier."
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        (self.data, self.content, _id) = (data, content, id)
    }

    public var body: Never { fatalError("a primitive view") }
}
