#if canImport(WebKit) && canImport(UIKit) && !os(watchOS)
    // `import LiveryWebKit` brings the engine, the UIKit glue and the web bridge along with the
    // conformances that make every `WKWebView` a bridge target.
    @_exported import LiveryUIKit
#endif
