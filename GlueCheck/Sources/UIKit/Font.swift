/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable { // immutable: every stored property is a `let`
    /// The families the stub's system has installed.
    static let installed: Set<String> = ["Helvetica Neue", "Avenir Next", "Georgia"]

    /// https://developer.apple.com/documentation/uikit/uifont/familyname
    public let familyName: String
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    public let pointSize: CGFloat
    /// The weight the font was made with (stub-visible for tests).
    public let _weight: UIFont.Weight

    /// For a font made by `UIFontMetrics`: its text style and its size at Large.
    let metrics: (style: UIFont.TextStyle, baseSize: CGFloat)?

    init(
        familyName: String, pointSize: CGFloat, weight: UIFont.Weight,
        metrics: (style: UIFont.TextStyle, baseSize: CGFloat)? = nil
    ) {
        self.familyName = familyName
        self.pointSize = pointSize
        _weight = weight
        self.metrics = metrics
    }

    /// The text style of a font made by `UIFontMetrics` (stub-visible for tests).
    public var _textStyle: UIFont.TextStyle? { metrics?.style }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        @available(iOS 11, tvOS 11, *)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        @available(iOS 9, tvOS 9, *)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
        @available(iOS 9, tvOS 9, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
        @available(iOS 9, tvOS 9, *)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
        @available(iOS 9, tvOS 9, *)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
    /// A family that is not installed gives the system font.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let family = descriptor.fontAttributes[.family] as? String ?? ""
        let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        let weight = traits?[.weight] as? UIFont.Weight ?? .regular
        self.init(
            familyName: UIFont.installed.contains(family) ? family : ".SF UI", pointSize: pointSize, weight: weight)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(familyName: ".SF UI", pointSize: fontSize, weight: weight)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifont/weight/rawvalue
        public var rawValue: CGFloat
        /// https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
        public static let ultraLight = Weight(rawValue: -0.8)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/thin
        public static let thin = Weight(rawValue: -0.6)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/light
        public static let light = Weight(rawValue: -0.4)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/regular
        public static let regular = Weight(rawValue: 0)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/medium
        public static let medium = Weight(rawValue: 0.23)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold
        public static let semibold = Weight(rawValue: 0.3)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/bold
        public static let bold = Weight(rawValue: 0.4)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/heavy
        public static let heavy = Weight(rawValue: 0.56)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/black
        public static let black = Weight(rawValue: 0.62)
    }
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
open class UIFontDescriptor: NSObject, @unchecked Sendable { // immutable: the attributes are a `let`
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/fontattributes
    public let fontAttributes: [UIFontDescriptor.AttributeName: Any]

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/init(fontattributes:)
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        fontAttributes = attributes
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/family
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/traits
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
}
