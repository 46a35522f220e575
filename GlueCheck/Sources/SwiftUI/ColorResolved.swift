extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/resolved
    /// Apple: "A concrete color value." It keeps linear sRGB components (extended range), as
    /// `linearRed`, `linearGreen` and `linearBlue` name them; `red`, `green` and `blue` are
    /// the same components in sRGB's gamma-encoded form.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @frozen
    public struct Resolved: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/color/resolved/linearred
        public var linearRed: Float
        /// https://developer.apple.com/documentation/swiftui/color/resolved/lineargreen
        public var linearGreen: Float
        /// https://developer.apple.com/documentation/swiftui/color/resolved/linearblue
        public var linearBlue: Float
        /// https://developer.apple.com/documentation/swiftui/color/resolved/opacity
        public var opacity: Float

        /// https://developer.apple.com/documentation/swiftui/color/resolved/init(colorspace:red:green:blue:opacity:)
        /// Apple: "Creates a resolved color from red, green, and blue component values" in
        /// `colorSpace`. The stub converts them to linear sRGB: Display P3 through the
        /// linear-P3-to-linear-sRGB matrix (both D65; P3 primaries from SMPTE EG 432-1, sRGB's
        /// from IEC 61966-2-1, rounded to 7 places).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1)
        {
            let linear: (Float, Float, Float)
            switch colorSpace {
            case .sRGBLinear: linear = (red, green, blue)
            case .sRGB: linear = (Self.decode(red), Self.decode(green), Self.decode(blue))
            case .displayP3:
                let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
                linear = (
                    1.2249401 * r - 0.2249404 * g,
                    -0.0420569 * r + 1.0420571 * g,
                    -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
                )
            }
            (linearRed, linearGreen, linearBlue, self.opacity) = (linear.0, linear.1, linear.2, opacity)
        }

        /// https://developer.apple.com/documentation/swiftui/color/resolved/red
        public var red: Float {
            get { Self.encode(linearRed) }
            set { linearRed = Self.decode(newValue) }
        }

        /// https://developer.apple.com/documentation/swiftui/color/resolved/green
        public var green: Float {
            get { Self.encode(linearGreen) }
            set { linearGreen = Self.decode(newValue) }
        }

        /// https://developer.apple.com/documentation/swiftui/color/resolved/blue
        public var blue: Float {
            get { Self.encode(linearBlue) }
            set { linearBlue = Self.decode(newValue) }
        }

        /// sRGB's transfer function (IEC 61966-2-1), mirrored below zero for extended range.
        static func decode(_ v: Float) -> Float {
            let m = abs(v)
            let l = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }

        static func encode(_ l: Float) -> Float {
            let m = abs(l)
            let v = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
            return l < 0 ? -v : v
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Color.Resolved: ShapeStyle {}
