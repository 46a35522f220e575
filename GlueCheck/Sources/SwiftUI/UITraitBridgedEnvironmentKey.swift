import UIKit

/// https://developer.apple.com/documentation/swiftui/uitraitbridgedenvironmentkey
/// The stub has no hosting controller: it declares the protocol, and tests call `read(from:)`
/// and `write(to:value:)` as SwiftUI would when it bridges the trait and the value.
@available(iOS 17, tvOS 17, visionOS 1, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    /// https://developer.apple.com/documentation/swiftui/uitraitbridgedenvironmentkey/read(from:)
    static func read(from traitCollection: UITraitCollection) -> Self.Value
    /// https://developer.apple.com/documentation/swiftui/uitraitbridgedenvironmentkey/write(to:value:)
    static func write(to mutableTraits: inout any UIMutableTraits, value: Self.Value)
}
