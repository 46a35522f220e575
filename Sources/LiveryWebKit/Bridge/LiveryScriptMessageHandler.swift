#if canImport(WebKit) && canImport(UIKit) && !os(watchOS)
    import Livery
    import WebKit

    /// The `livery` message handler: hands what a page posts to its bridge, which applies it or
    /// reports the refusal. Holds the bridge weakly (the content controller holds the handler).
    @MainActor
    final class LiveryScriptMessageHandler: NSObject, WKScriptMessageHandler {
        /// The handler's name in `window.webkit.messageHandlers`.
        static let name = "livery"

        weak var bridge: WebThemeBridge?

        init(bridge: WebThemeBridge) {
            self.bridge = bridge
        }

        func userContentController(
            _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
        ) {
            guard message.name == Self.name else { return }
            bridge?.receive(message.body)
        }
    }
#endif
