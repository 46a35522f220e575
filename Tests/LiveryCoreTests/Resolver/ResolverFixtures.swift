import LiveryCore

/// Resolver documents and token files served from memory.
enum ResolverFixtures {
    static let light = #"{ "color": { "$type": "number", "bg": { "$value": 1 }, "text": { "$value": "{base.ink}" } } }"#
    static let dark =
        #"{ "color": { "$type": "number", "bg": { "$value": 2 }, "text": { "$value": "{base.paper}" } } }"#
    static let base = #"{ "base": { "$type": "number", "ink": { "$value": 10 }, "paper": { "$value": 20 } } }"#

    /// A resolver at `dir/app.resolver.json` over `files` (paths relative to the working directory).
    static func resolver(
        _ resolverJSON: String, files: [String: String] = [:], path: String = "app.resolver.json",
        mode: ValidationMode = .default
    ) throws -> Resolver {
        var all = files
        all[path] = resolverJSON
        return try Resolver(path: path, mode: mode, loader: .memory(all))
    }

    /// Every finding of validating the resolver at `path`, rendered.
    static func validate(
        _ resolverJSON: String, files: [String: String] = [:], path: String = "app.resolver.json",
        mode: ValidationMode = .default
    ) -> [String] {
        var all = files
        all[path] = resolverJSON
        return TokenValidation.validate([path], mode: mode, loader: .memory(all)).diagnostics.map(\.description)
    }

    static let themeFiles = ["base.json": base, "light.json": light, "dark.json": dark]

    static let themeResolver = #"""
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
          "modifiers": {
            "theme": {
              "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }
        """#
}
