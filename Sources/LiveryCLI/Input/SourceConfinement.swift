import Foundation
import LiveryCore

/// Which source files a command that publishes may read: those inside the resolver file's
/// folder tree. A resolver is a designer's file; its `$ref`s may name `../../.ssh/…` or an
/// absolute path, and what `publish` reads goes to a public web server. Paths are compared
/// after resolving `..` and symbolic links, so a link inside the folder pointing out of it is
/// outside too.
enum SourceConfinement {
    /// The files of `files` outside the folder of `resolverFile`, as given.
    static func outside(_ files: [String], resolverFile: String) -> [String] {
        let root = realPath(URL(fileURLWithPath: resolverFile).deletingLastPathComponent().path)
        return files.filter { file in
            let path = realPath(file)
            return path != root && !path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
    }

    /// `path` absolute, with `..`, `.` and every symbolic link resolved.
    private static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// An error per file outside, naming the option that allows it.
    static func diagnostics(for outside: [String], resolverFile: String, option: String) -> [Diagnostic] {
        outside.map {
            Diagnostic.error(
                "this source is outside the resolver's folder (\(URL(fileURLWithPath: resolverFile).deletingLastPathComponent().path)): "
                    + "what publish reads goes to the web, so sources must stay in that folder tree; \(option) allows more",
                file: $0)
        }
    }
}
