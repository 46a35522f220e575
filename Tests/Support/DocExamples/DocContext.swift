// The values documentation examples refer to without declaring them (see README.md): what an
// app has at hand where the example's lines would sit.
import Foundation
import Livery
import LiveryTools
import SwiftUI
import UIKit

@MainActor public let manager = ThemeManager.shared
@MainActor public let windowManager = ThemeManager()
@MainActor public let label = UILabel()
@MainActor public let statusLabel = UILabel()
@MainActor public let view = UIView()
@MainActor public let container = UIView()
@MainActor public let button = UIButton()
@MainActor public let imageView = UIImageView()
/// A window of a connected scene; examples are type-checked, never run, so none is made.
@MainActor public var window: UIWindow { fatalError("documentation examples are type-checked only") }
@MainActor public let cell = UIView()
@MainActor public let navigationBar = UINavigationBar()
/// The app's web bridge (see the article "Web content in a themed app").
@MainActor public let bridge = WebThemeBridge(manager: ThemeManager.shared)

/// A resolver file, a theme file's path, a server's JSON and the URLs of a published bundle.
public let themeFile = "Examples/Themes/app.resolver.json"
public let serverColors = ##"{"dark": {"color.background": "#1b1b1d"}}"##
public let payloadFromServer: JSONValue = ["dark": ["color.background": ["type": "color", "value": "#1b1b1d"]]]
public let url = URL(fileURLWithPath: "/themes/manifest.json")
public let manifestURL = url
public let cacheFolder = URL(fileURLWithPath: "/tmp/livery-cache")
public let cache = cacheFolder

/// An in-memory theme source with light and dark contexts.
public let table = ThemeTable(contexts: [
    "light": ["color.background": ResolvedToken(type: .color, value: .color(.white))],
    "dark": ["color.background": ResolvedToken(type: .color, value: .color(.black))],
])
public let source = table
public let baseSource = table
public let base: ThemeTable? = table
public let resolver = Resolver.tokenFiles([themeFile])
public let account = (id: "alice", name: "Alice")
public let user = "alice"

/// A delivered layer.
public let layer = RemoteThemeLayer(
    manifest: ThemeBundleManifest(modifiers: [], themes: []), revision: "",
    overrides: ThemeLayer(["dark": ["color.background": ResolvedToken(type: .color, value: .color(.black))]]))

/// Resolved themes: the light and dark combinations of one token.
public let light = ResolvedTheme(
    input: ResolverInput([("theme", "light")]), names: TokenNameTable(["color.background"]),
    tokens: ["color.background": ResolvedToken(type: .color, value: .color(.white))])
public let dark = ResolvedTheme(
    input: ResolverInput([("theme", "dark")]), names: light.names,
    tokens: ["color.background": ResolvedToken(type: .color, value: .color(.black))])
public let theme = light

/// Parsed JSON and token documents, as a loader would have them.
public let json: JSONValue = ["version": "2025.10", "resolutionOrder": []]
public let baseDocument = TokenDocument(
    json: ["color": ["bg": ["$type": "color", "$value": "#ffffff"]]], file: "base.tokens.json")
public let darkDocument = TokenDocument(json: ["color": ["bg": ["$value": "#000000"]]], file: "theme/dark.tokens.json")
public let set = TokenSet(documents: [baseDocument, darkDocument])
public let paths = ["a.tokens.json", "b.tokens.json"]
public func parse(_ path: String) -> TokenDocument { TokenDocument(json: [:], file: path) }
public func encodeTokens(_ theme: ResolvedTheme) -> JSONObject { ResolvedThemeJSON.members(of: theme) }

/// Files about to be written.
public let files = [OutputFile(path: "css/tokens.css", contents: Array(":root {}\n".utf8))]

/// Contrast pairs and a token file pair to merge.
public let textPair = ContrastPair(foreground: "color.text", background: "color.background", minimum: .level(.text))
public let pairs = ContrastRequirements(pairs: [textPair])
public let requirements = pairs
public let out = "out/dark.tokens.json"
public let a: JSONValue = ["color": ["bg": ["$type": "color", "$value": "#ffffff"]]]
public let b: JSONValue = ["color": ["fg": ["$type": "color", "$value": "#000000"]]]

/// Imported tokens and the files an importer reads.
public let token = ImportedToken(
    path: ["color", "bg"], value: .color(.white), source: ImportSource(file: "Colors.swift"))
public let nightToken = ImportedToken(
    path: ["color", "bg"], value: .color(.black), source: ImportSource(file: "Colors.swift"))
public let inputFiles = [InputFile(path: "values/colors.xml", text: "<resources/>")]

/// The root view of an app, themed with `.livery(_:)`.
public struct ContentView: View {
    public init() {}
    public var body: Text { Text("Hello") }
}
