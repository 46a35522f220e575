#if canImport(SwiftUI)
    import SwiftUI
    import Livery
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
        import LiveryUIKit
    #endif

    /// The context a UIKit subtree override (`container.theme.override`) pins a hosted
    /// SwiftUI view to: `nil` outside any override. On iOS 17 it is bridged from the UIKit
    /// traits the override sets (`LiveryThemeTrait` and the override's own), so a
    /// `UIHostingController` inside a pinned UIKit subtree shows the pinned theme; a
    /// SwiftUI `.theme(_:)` pin writes `LiveryThemeTrait` back, so dynamic colors of UIKit
    /// views hosted inside it (`UIViewRepresentable`) resolve in its context. Elsewhere (macOS,
    /// watchOS) there are no UIKit overrides and it is always `nil`.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    struct HostedPinKey: EnvironmentKey {
        static let defaultValue: String? = nil
    }

    #if canImport(UIKit) && !os(watchOS)
        @available(iOS 17, tvOS 17, *)
        extension HostedPinKey: UITraitBridgedEnvironmentKey {
            static func read(from traitCollection: UITraitCollection) -> String? {
                guard traitCollection[LiveryOverrideTrait.self] != 0 else { return nil }
                let context = traitCollection[LiveryThemeTrait.self]
                return context.isEmpty ? nil : context
            }

            static func write(to mutableTraits: inout any UIMutableTraits, value: String?) {
                if let value { mutableTraits[LiveryThemeTrait.self] = value }
            }
        }
    #endif

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension EnvironmentValues {
        /// The context a UIKit override pins this hosted view to (see `HostedPinKey`).
        var liveryHostedPin: String? {
            get { self[HostedPinKey.self] }
            set { self[HostedPinKey.self] = newValue }
        }
    }
#endif
