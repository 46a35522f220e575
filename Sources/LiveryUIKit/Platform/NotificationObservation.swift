#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A notification-center observer removed when this handle goes.
    final class NotificationObservation {
        private let token: any NSObjectProtocol

        /// Observes `name` on the default center, passing the notification's object when it
        /// is an `Object`; UIKit posts these on the main thread.
        @MainActor
        init<Object: Sendable>(
            _ name: Notification.Name, object: Object.Type, _ body: @escaping @MainActor (Object?) -> Void
        ) {
            token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let object = note.object as? Object
                MainActor.assumeIsolated { body(object) }
            }
        }

        deinit { NotificationCenter.default.removeObserver(token) }
    }
#endif
