/// https://developer.apple.com/documentation/webkit/wkusercontentcontroller (iOS 8.0)
@MainActor
open class WKUserContentController: NSObject {
    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/userscripts (iOS 8.0)
    open private(set) var userScripts: [WKUserScript] = []
    /// The handlers added by name (held strongly, as WebKit holds them).
    public private(set) var _handlers: [String: any WKScriptMessageHandler] = [:]

    public override init() { super.init() }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/adduserscript(_:) (iOS 8.0)
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/removealluserscripts() (iOS 8.0)
    open func removeAllUserScripts() { userScripts.removeAll() }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/add(_:name:) (iOS 8.0)
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        _handlers[name] = scriptMessageHandler
    }

    /// https://developer.apple.com/documentation/webkit/wkusercontentcontroller/removescriptmessagehandler(forname:) (iOS 8.0)
    open func removeScriptMessageHandler(forName name: String) { _handlers[name] = nil }

    /// Stands in for a page calling `window.webkit.messageHandlers.<name>.postMessage(body)`:
    /// the handler added under `name`, if any, receives the message.
    public func _post(_ body: Any, name: String, from webView: WKWebView?) {
        _handlers[name]?.userContentController(
            self, didReceive: WKScriptMessage(_body: body, name: name, webView: webView))
    }
}
