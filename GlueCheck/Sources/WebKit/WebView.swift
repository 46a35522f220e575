/// https://developer.apple.com/documentation/webkit/wkwebview (iOS 8.0)
@MainActor
open class WKWebView: UIView {
    /// https://developer.apple.com/documentation/webkit/wkwebview/configuration (iOS 8.0)
    /// The stub hands back the configuration the view was made with.
    open var configuration: WKWebViewConfiguration { _configuration }

    /// https://developer.apple.com/documentation/webkit/wkwebview/underpagebackgroundcolor (iOS 15.0)
    @available(iOS 15, *)
    open var underPageBackgroundColor: UIColor! {
        get { _underPageBackgroundColor }
        set { _underPageBackgroundColor = newValue }
    }

    private let _configuration: WKWebViewConfiguration
    /// The stub's storage of `underPageBackgroundColor` (iOS 15 API, read by tests on any version).
    public var _underPageBackgroundColor: UIColor?
    /// Every script `evaluateJavaScript(_:completionHandler:)` was given, in order (the stub
    /// runs none).
    public private(set) var _evaluatedScripts: [String] = []

    /// https://developer.apple.com/documentation/webkit/wkwebview/init(frame:configuration:) (iOS 8.0)
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        _configuration = configuration
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/init(coder:) (iOS 8.0)
    public required init?(coder: NSCoder) {
        _configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview/evaluatejavascript(_:completionhandler:) (iOS 8.0)
    /// The stub records the script and calls the handler with no result and no error.
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil
    ) {
        _evaluatedScripts.append(javaScriptString)
        completionHandler?(nil, nil)
    }
}
