import Foundation

/// The files a resolver's build command reads, found by scanning the JSON (the plugin cannot
/// link Livery): the resolver, then every file a `$ref` names (`base/palette.tokens.json`,
/// `theme.json#/dark`), relative to the file that names it, and the files those name in turn.
///
/// Pointers inside a document (`#/sets/base`) and remote references are not files. A file
/// that does not parse is still an input (the generator reports it); the files it would name
/// are found once it parses again, because the resolver's plugin is planned on every build.
enum ResolverInputs {
    /// The suffix that marks a resolver.
    static let suffix = ".resolver.json"

    /// The resolvers among `files` (a target's source files; a folder among them, such as a
    /// resource folder copied whole, is searched), sorted by path.
    static func resolvers(in files: [URL]) -> [URL] {
        var found: [URL] = []
        for file in files {
            if file.lastPathComponent.hasSuffix(suffix) { found.append(file) }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue,
                let walk = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil)
            else { continue }
            for case let inner as URL in walk where inner.lastPathComponent.hasSuffix(suffix) {
                found.append(inner)
            }
        }
        return found.map(\.standardizedFileURL).sorted { $0.path < $1.path }
    }

    /// `resolver` and every file reached from it through `$ref`, each once, in the order met.
    static func files(reachedFrom resolver: URL) -> [URL] {
        var reached = [resolver.standardizedFileURL]
        var index = 0
        while index < reached.count {
            let file = reached[index]
            index += 1
            guard let data = FileManager.default.contents(atPath: file.path),
                let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            else { continue }
            for reference in references(in: json) {
                let target = URL(fileURLWithPath: reference, relativeTo: file.deletingLastPathComponent())
                    .standardizedFileURL
                if !reached.contains(target) { reached.append(target) }
            }
        }
        return reached
    }

    /// The file part of every `$ref` string in `json` that names a file.
    static func references(in json: Any) -> [String] {
        var found: [String] = []
        var pending: [Any] = [json]
        while let value = pending.popLast() {
            if let array = value as? [Any] {
                pending += array.reversed()
            } else if let object = value as? [String: Any] {
                if let reference = object["$ref"] as? String, let file = filePart(of: reference) { found.append(file) }
                pending += object.keys.sorted().reversed().compactMap { object[$0] }
            }
        }
        return found
    }

    /// `a/b.json#/x` → `a/b.json`; `nil` for `#/x`, a remote URL or an empty name.
    static func filePart(of reference: String) -> String? {
        guard !reference.contains("://") else { return nil }
        let file = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return file.isEmpty ? nil : String(file)
    }
}
