#if canImport(WebKit) && canImport(UIKit) && !os(watchOS)
    import Livery
    import LiveryCore
    import LiveryUIKit
    import UIKit
    import WebKit

    /// Web views are bridge targets: a script runs through `evaluateJavaScript`, the
    /// document-start script is a `WKUserScript` of the view's content controller (the app's own
    /// scripts kept), and the view's background, under-page background and interface style
    /// follow the theme.
    extension WKWebView: WebThemeView {
        /// Runs `script` in the current page.
        public func runThemeScript(_ script: String) {
            evaluateJavaScript(script, completionHandler: nil)
        }

        /// Replaces the bridge's document-start script of the view's content controller.
        public func setThemeStartScript(_ script: String) {
            configuration.userContentController.setLiveryStartScript(script)
        }

        /// Background and under-page background (iOS 15) from the background token, drawn
        /// before the first paint (the view is not opaque, so no white frame shows), and the
        /// interface style of the page's color scheme, so `prefers-color-scheme` matches.
        public func applyTheme(_ appearance: WebViewAppearance) {
            overrideUserInterfaceStyle = appearance.colorScheme == .dark ? .dark : .light
            guard let background = appearance.background.flatMap(UIColor.themeColor) else { return }
            isOpaque = false
            backgroundColor = background
            if #available(iOS 15, *) { underPageBackgroundColor = background }
        }
    }

    extension WKUserContentController {
        /// Makes `script` the bridge's one document-start script: the previous one (marked
        /// ``WebThemeScript``'s way) is dropped, every other script stays, in order, after it.
        func setLiveryStartScript(_ script: String) {
            let others = userScripts.filter { !$0.source.hasPrefix(WebThemeScript.marker) }
            removeAllUserScripts()
            addUserScript(WKUserScript(source: script, injectionTime: .atDocumentStart, forMainFrameOnly: true))
            for other in others { addUserScript(other) }
        }
    }
#endif
