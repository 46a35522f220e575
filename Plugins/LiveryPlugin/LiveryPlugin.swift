import Foundation
import PackagePlugin

/// The SwiftPM build-tool plugin: a target that holds a `*.resolver.json` gets its typed Swift
/// tokens (`Tokens.Color.textPrimary`, the `swift` export) compiled in, generated at build time.
///
/// It is a build command with declared inputs and outputs, not a prebuild command: the
/// generator runs only when the resolver or a file it references changed, and writes only
/// into the plugin's work directory. Findings print as `path:line:column: error: …`, so the
/// build log (and Xcode's issue navigator) shows them at the token file's line.
///
/// A target holds one resolver: the generated file declares one `Tokens` namespace.
@main
struct LiveryPlugin: BuildToolPlugin {
    /// The generated file, in the plugin's work directory.
    static let outputName = "LiveryTokens.swift"

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? any SourceModuleTarget else { return [] }
        let resolvers = ResolverInputs.resolvers(in: module.sourceFiles.map(\.url))
        guard let resolver = resolvers.first else { return [] }
        guard resolvers.count == 1 else {
            throw LiveryPluginError.severalResolvers(target: target.name, resolvers.map(\.path))
        }
        let inputs = ResolverInputs.files(reachedFrom: resolver)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent(Self.outputName)
        return [
            .buildCommand(
                displayName: "Generating Livery tokens from \(resolver.lastPathComponent)",
                executable: try context.tool(named: "LiveryPluginTool").url,
                arguments: [resolver.path, output.path] + inputs.map(\.path),
                inputFiles: inputs, outputFiles: [output])
        ]
    }
}

/// Why the plugin cannot plan a target's build.
enum LiveryPluginError: Error, CustomStringConvertible {
    /// The target holds more than one resolver (its name, their paths).
    case severalResolvers(target: String, [String])

    var description: String {
        switch self {
        case .severalResolvers(let target, let paths):
            "target '\(target)' holds \(paths.count) resolvers (\(paths.joined(separator: ", "))); "
                + "LiveryPlugin generates one Tokens namespace per target, so keep one resolver in it"
        }
    }
}
