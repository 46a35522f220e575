extension Font {
    /// https://developer.apple.com/documentation/swiftui/font/weight
    @frozen
    public struct Weight: Hashable, Sendable {
        /// Stub-only: which weight, thinnest first (Apple keeps the value private).
        public let _rank: Int

        /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight
        public static let ultraLight = Weight(_rank: 0)
        /// https://developer.apple.com/documentation/swiftui/font/weight/thin
        public static let thin = Weight(_rank: 1)
        /// https://developer.apple.com/documentation/swiftui/font/weight/light
        public static let light = Weight(_rank: 2)
        /// https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular = Weight(_rank: 3)
        /// https://developer.apple.com/documentation/swiftui/font/weight/medium
        public static let medium = Weight(_rank: 4)
        /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold = Weight(_rank: 5)
        /// https://developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold = Weight(_rank: 6)
        /// https://developer.apple.com/documentation/swiftui/font/weight/heavy
        public static let heavy = Weight(_rank: 7)
        /// https://developer.apple.com/documentation/swiftui/font/weight/black
        public static let black = Weight(_rank: 8)
    }

    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/design/default
        case `default`
        /// https://developer.apple.com/documentation/swiftui/font/design/serif
        @available(watchOS 7, *)
        case serif
        /// https://developer.apple.com/documentation/swiftui/font/design/rounded
        case rounded
        /// https://developer.apple.com/documentation/swiftui/font/design/monospaced
        @available(watchOS 7, *)
        case monospaced
    }

    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/largetitle
        case largeTitle
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/title
        case title
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/title2
        @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
        case title2
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/title3
        @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
        case title3
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/headline
        case headline
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/subheadline
        case subheadline
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/body
        case body
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/callout
        case callout
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/footnote
        case footnote
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/caption
        case caption
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/caption2
        @available(iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1, *)
        case caption2
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/extralargetitle
        @available(visionOS 1, *)
        @available(iOS, unavailable)
        @available(macOS, unavailable)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        case extraLargeTitle
        /// https://developer.apple.com/documentation/swiftui/font/textstyle/extralargetitle2
        @available(visionOS 1, *)
        @available(iOS, unavailable)
        @available(macOS, unavailable)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        case extraLargeTitle2
    }
}
