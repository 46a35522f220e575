/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: Sendable, Hashable {
    /// https://developer.apple.com/documentation/swiftui/colorscheme/light
    case light
    /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
    case dark
}
