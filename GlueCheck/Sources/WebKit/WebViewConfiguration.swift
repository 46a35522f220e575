/// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration (iOS 8.0)
@MainActor
open class WKWebViewConfiguration: NSObject {
    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/applicationnameforuseragent (iOS 9.0)
    open var applicationNameForUserAgent: String?
    /// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/usercontentcontroller (iOS 8.0)
    open var userContentController = WKUserContentController()

    public override init() { super.init() }
}
