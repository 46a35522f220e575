// Stub of UIKit for the glue check (see GlueCheck/Package.swift): only the API the glue and
// its tests use, each declaration naming its page in Apple's documentation, with the SDK's
// availability and isolation. Members whose name starts with `_` are the stub's own: they
// stand in for what the system does (connecting scenes, changing the system appearance).
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}
