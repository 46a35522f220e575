// Stand-in for LiverySwiftUI's public surface (see README.md).
import Livery
import SwiftUI

extension EnvironmentValues {
    public var liveryTheme: Theme? {
        get { nil }
        set {}
    }
}

extension SwiftUI.Color {
    public init(livery color: LiveryCore.Color) { self.init(red: 0, green: 0, blue: 0) }
    public static func token(_ name: String, in theme: Theme?) -> SwiftUI.Color { .clear }
}

public struct LiveryThemeScope<Content: View>: View {
    public init(manager: ThemeManager, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
