import Foundation
import Livery

// `Tokens` is generated from Tokens/app.resolver.json by LiveryPlugin at build time: a
// misspelt token name, or a color token where a number goes, fails to compile.
guard let resolver = Bundle.module.url(forResource: "app.resolver", withExtension: "json", subdirectory: "Tokens")
else {
    FileHandle.standardError.write(Data("PluginApp: Tokens/app.resolver.json is missing from the bundle\n".utf8))
    exit(1)
}
let manager = ThemeManager(source: try Resolver(path: resolver.path))
for appearance in [AppearancePreference.light, .dark] {
    try manager.setAppearance(appearance)
    let background: Color? = manager.theme.value(Tokens.Color.background)
    let text: Color? = manager.theme.value(Tokens.Color.text)
    let gap: Double? = manager.theme.value(Tokens.Spacing.gap)
    print(
        "\(manager.theme.appearance): \(Tokens.Color.background.name) \(background?.hex ?? "missing"), "
            + "\(Tokens.Color.text.name) \(text?.hex ?? "missing"), \(Tokens.Spacing.gap.name) \(gap ?? .nan)")
}
