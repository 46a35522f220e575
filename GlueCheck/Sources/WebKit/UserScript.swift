/// https://developer.apple.com/documentation/webkit/wkuserscript
@MainActor
open class WKUserScript: NSObject {
    /// https://developer.apple.com/documentation/webkit/wkuserscript/source
    open private(set) var source: String
    /// https://developer.apple.com/documentation/webkit/wkuserscript/injectiontime
    open private(set) var injectionTime: WKUserScriptInjectionTime
    /// https://developer.apple.com/documentation/webkit/wkuserscript/isformainframeonly
    open private(set) var isForMainFrameOnly: Bool

    /// https://developer.apple.com/documentation/webkit/wkuserscript/init(source:injectiontime:formainframeonly:)
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
    }
}

/// https://developer.apple.com/documentation/webkit/wkuserscriptinjectiontime
public enum WKUserScriptInjectionTime: Sendable {
    /// https://developer.apple.com/documentation/webkit/wkuserscriptinjectiontime/atdocumentstart
    case atDocumentStart
}
