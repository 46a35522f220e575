/// https://developer.apple.com/documentation/webkit/wkscriptmessagehandler
@MainActor
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// https://developer.apple.com/documentation/webkit/wkscriptmessagehandler/usercontentcontroller(_:didreceive:)
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// https://developer.apple.com/documentation/webkit/wkscriptmessage
@MainActor
open class WKScriptMessage: NSObject {
    /// https://developer.apple.com/documentation/webkit/wkscriptmessage/body
    open var body: Any { _body }
    /// https://developer.apple.com/documentation/webkit/wkscriptmessage/name
    open var name: String { _name }
    /// https://developer.apple.com/documentation/webkit/wkscriptmessage/webview
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
