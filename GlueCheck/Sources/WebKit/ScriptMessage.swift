/// https://developer.apple.com/documentation/webkit/wkscriptmessagehandler (iOS: the page names no version)
@MainActor
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// https://developer.apple.com/documentation/webkit/wkscriptmessagehandler/usercontentcontroller(_:didreceive:) (iOS 8.0)
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// https://developer.apple.com/documentation/webkit/wkscriptmessage (iOS 8.0)
@MainActor
open class WKScriptMessage: NSObject {
    /// https://developer.apple.com/documentation/webkit/wkscriptmessage/body (iOS 8.0)
    open var body: Any { _body }
    /// https://developer.apple.com/documentation/webkit/wkscriptmessage/name (iOS 8.0)
    open var name: String { _name }
    /// https://developer.apple.com/documentation/webkit/wkscriptmessage/webview (iOS 8.0)
    open var webView: WKWebView? { _webView }

    private let _body: Any
    private let _name: String
    private weak var _webView: WKWebView?

    /// Stub-only: WebKit makes messages; the stub's controller makes one per `_post`.
    init(_body body: Any, name: String, webView: WKWebView?) {
        _body = body
        _name = name
        _webView = webView
    }
}
