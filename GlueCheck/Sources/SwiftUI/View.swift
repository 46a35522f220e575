// Stub of SwiftUI for the glue check (see GlueCheck/Package.swift): only the API the glue and
// its tests use, each declaration naming its page in Apple's documentation. Views here are
// values whose body can be read, so tests can look at what the glue builds.
@_exported import Foundation

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Stub-only: a view that sets environment values for its content, or passes its content's
/// writes on (a modifier that writes nothing). A test applies a chain's writes to a fresh
/// `EnvironmentValues` to compute the environment its innermost view sees. The walk follows one
/// child per view; containers with several children (stacks, tuples) end it.
@MainActor
public protocol _EnvironmentWriting {
    /// Applies this view's environment writes and those of the views it wraps, outermost first.
    func _write(_ environment: inout EnvironmentValues)
}

/// Stub-only: the writes of `view` and what it wraps, if it is a writing view.
@MainActor
func _writes(of view: some View, into environment: inout EnvironmentValues) {
    (view as? any _EnvironmentWriting)?._write(&environment)
}
