// The values documentation examples refer to without declaring them (see README.md): what an
// app has at hand where the example's lines would sit.
import Foundation
import Livery
import UIKit

@MainActor public let manager = ThemeManager.shared
@MainActor public let windowManager = ThemeManager()
@MainActor public let label = UILabel()
@MainActor public let statusLabel = UILabel()
@MainActor public let view = UIView()
@MainActor public let container = UIView()
@MainActor public let button = UIButton()
@MainActor public let imageView = UIImageView(image: nil)
@MainActor public let window = UIWindow()
@MainActor public var isSelected = false

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
