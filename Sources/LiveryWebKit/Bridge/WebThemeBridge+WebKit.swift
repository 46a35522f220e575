#if canImport(WebKit) && canImport(UIKit) && !os(watchOS)
    import Livery
    import LiveryCore
    import LiveryUIKit
    import UIKit
    import WebKit

    extension WebThemeBridge {
        /// Configures `configuration` for web views made from it: the page starts in the
        /// current theme (a document-start script), the `livery` message handler takes the
        /// page's requests, and the user agent carries the theme marker
        /// (`applicationNameForUserAgent`, the app's own name kept in front).
        ///
        /// ```swift
        /// let configuration = WKWebViewConfiguration()
        /// bridge.configure(configuration)
        /// let webView = WKWebView(frame: .zero, configuration: configuration)
        /// bridge.configure(webView)
        /// ```
        public func configure(_ configuration: WKWebViewConfiguration) {
            configuration.applicationNameForUserAgent = userAgent(
                appendingTo: configuration.applicationNameForUserAgent)
            let controller = configuration.userContentController
            controller.setLiveryStartScript(startScript)
            controller.removeScriptMessageHandler(forName: LiveryScriptMessageHandler.name)
            controller.add(LiveryScriptMessageHandler(bridge: self), name: LiveryScriptMessageHandler.name)
        }

        /// Keeps `webView` in step from now on: its page gets the theme at once and after every
        /// change, reloads start in it, its background and interface style follow it, and the
        /// `livery` message handler is registered on its content controller. A web view made
        /// from a configuration this bridge did not configure gets no user-agent marker (WebKit
        /// reads it only when the view is made). The document-start script lives in the content
        /// controller: web views that show different themes need controllers of their own.
        public func configure(_ webView: WKWebView) {
            let controller = webView.configuration.userContentController
            controller.removeScriptMessageHandler(forName: LiveryScriptMessageHandler.name)
            controller.add(LiveryScriptMessageHandler(bridge: self), name: LiveryScriptMessageHandler.name)
            track(webView)
        }

        /// A web view made from a configuration configured for this bridge, and kept in step.
        ///
        /// ```swift
        /// let webView = bridge.makeWebView()
        /// ```
        public func makeWebView(
            frame: CGRect = .zero, configuration: WKWebViewConfiguration = WKWebViewConfiguration()
        )
            -> WKWebView
        {
            configure(configuration)
            let webView = WKWebView(frame: frame, configuration: configuration)
            configure(webView)
            return webView
        }
    }
#endif
