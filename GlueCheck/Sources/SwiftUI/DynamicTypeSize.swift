/// https://developer.apple.com/documentation/swiftui/dynamictypesize
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall
    case xSmall
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/small
    case small
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/medium
    case medium
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/large
    case large
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xlarge
    case xLarge
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xxlarge
    case xxLarge
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xxxlarge
    case xxxLarge
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1
    case accessibility1
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility2
    case accessibility2
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility3
    case accessibility3
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility4
    case accessibility4
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility5
    case accessibility5

    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/isaccessibilitysize
    /// Apple: "A Boolean value indicating whether the size is one that is associated with
    /// accessibility."
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
