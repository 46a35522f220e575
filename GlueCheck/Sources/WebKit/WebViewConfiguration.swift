/// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration
@MainActor
open class WKWebViewConfiguration: NSObject {
    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/applicationnameforuseragent
    open var applicationNameForUserAgent: String?
    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/usercontentcontroller
    open var userContentController = WKUserContentController()

    public override init() { super.init() }
}
