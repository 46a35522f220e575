// Stub of CoreGraphics for the glue check: only what the glue uses.
@_exported import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcolor
/// A Core Foundation type, immutable and thread-safe (`Sendable` in the SDK).
public final class CGColor: @unchecked Sendable { // immutable: every stored property is a `let`
    /// Stub-only: the color space's name, e.g. `kCGColorSpaceSRGB`, `kCGColorSpaceDisplayP3` (for tests).
    public let colorSpaceName: String
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/components
    public let components: [CGFloat]?

    init(colorSpaceName: String, components: [CGFloat]) {
        self.colorSpaceName = colorSpaceName
        self.components = components
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcolor/alpha
    public var alpha: CGFloat { components?.last ?? 1 }
}

extension CGColor {
    /// Stub-only: how the stub UIKit makes a `CGColor` from a resolved `UIColor`.
    public static func _stub(space: String, _ components: [CGFloat]) -> CGColor {
        CGColor(colorSpaceName: space, components: components)
    }
}
