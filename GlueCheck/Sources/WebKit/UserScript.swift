/// https://developer.apple.com/documentation/webkit/wkuserscript (iOS 8.0)
@MainActor
open class WKUserScript: NSObject {
    /// https://developer.apple.com/documentation/webkit/wkuserscript/source (iOS 8.0)
    open private(set) var source: String
    /// https://developer.apple.com/documentation/webkit/wkuserscript/injectiontime (iOS 8.0)
    open private(set) var injectionTime: WKUserScriptInjectionTime
    /// https://developer.apple.com/documentation/webkit/wkuserscript/isformainframeonly (iOS 8.0)
    open private(set) var isForMainFrameOnly: Bool

    /// https://developer.apple.com/documentation/webkit/wkuserscript/init(source:injectiontime:formainframeonly:) (iOS 8.0)
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
    }
}

/// https://developer.apple.com/documentation/webkit/wkuserscriptinjectiontime (iOS 8.0)
public enum WKUserScriptInjectionTime: Sendable {
    /// https://developer.apple.com/documentation/webkit/wkuserscriptinjectiontime/atdocumentstart (iOS 8.0, as its enumeration: the mirror has no page for the case)
    case atDocumentStart
}
