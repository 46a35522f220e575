/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    /// Several children: Apple's page for this overload shares its title with the one above,
    /// and the mirror keeps one record per title (the check compares it with that one).
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    )
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    )
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
@frozen
public struct EmptyView {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    public nonisolated init() {}
    @MainActor public var body: Never { fatalError("a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@frozen
public struct TupleView<T> {
    /// https://developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T

    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    public nonisolated init(_ value: T) { self.value = value }

    @MainActor public var body: Never { fatalError("a primitive view") }
}

/// The result of an `if`/`else` in a view builder (`buildEither`): one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    /// Stub-only: which branch was built, for tests.
    public enum _Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let _storage: _Storage
    nonisolated init(storage: _Storage) { _storage = storage }
    @MainActor public var body: Never { fatalError("a primitive view") }

    @MainActor public func _write(_ environment: inout EnvironmentValues) {
        switch _storage {
        case .trueContent(let view): _writes(of: view, into: &environment)
        case .falseContent(let view): _writes(of: view, into: &environment)
        }
    }
}

extension EmptyView: View {}

extension TupleView: View {}

extension _ConditionalContent: View, _EnvironmentWriting {}
