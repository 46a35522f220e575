/// https://developer.apple.com/documentation/foundation/nsattributedstring/key
/// The keys UIKit defines for its text.
extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key("NSFont")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
    public static let kern = NSAttributedString.Key("NSKern")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes
@available(iOS 15, tvOS 15, watchOS 8, *)
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        /// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/foregroundcolor
        public let foregroundColor: ForegroundColorAttribute
        /// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/backgroundcolor
        public let backgroundColor: BackgroundColorAttribute
        /// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/font
        public let font: FontAttribute
        /// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/kern
        public let kern: KernAttribute
        /// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/paragraphstyle
        public let paragraphStyle: ParagraphStyleAttribute

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    /// https://developer.apple.com/documentation/foundation/attributescopes/uikit
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

@available(iOS 15, tvOS 15, watchOS 8, *)
extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

@available(iOS 15, tvOS 15, watchOS 8, *)
extension NSAttributedString {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/init(_:including:)-5wn8v
    /// Apple's Foundation API (absent from Linux Foundation): the stub converts the UIKit
    /// attributes of `attrStr`.
    public convenience init<S: AttributeScope>(
        _ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws {
        let text = String(attrStr.characters)
        let result = NSMutableAttributedString(string: text)
        for run in attrStr.runs {
            let start = String(attrStr.characters[attrStr.startIndex..<run.range.lowerBound]).utf16.count
            let length = String(attrStr.characters[run.range]).utf16.count
            let range = NSRange(location: start, length: length)
            var attributes: [NSAttributedString.Key: Any] = [:]
            attributes[.foregroundColor] = run.uiKit.foregroundColor
            attributes[.backgroundColor] = run.uiKit.backgroundColor
            attributes[.font] = run.uiKit.font
            attributes[.kern] = run.uiKit.kern
            attributes[.paragraphStyle] = run.uiKit.paragraphStyle
            if !attributes.isEmpty { result.setAttributes(attributes, range: range) }
        }
        self.init(attributedString: result)
    }
}
