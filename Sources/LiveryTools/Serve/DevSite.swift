import Dispatch
import LiveryCore

/// What `livery serve` serves: the preview page and the theme bundle of the last good build,
/// the errors of the latest build when it failed, and a generation that grows with each build.
///
/// Paths are the site's own (`/`, `/preview.html`, `/manifest.json`, `/themes/…`): a request
/// is looked up in this table and nothing else, so no request reaches the file system.
package struct DevSite: Sendable {
    /// How many builds were published (the first good or failed build is 1).
    package var generation = 0
    /// The files of the last good build, by path, `/preview.html` without the live-reload part.
    package var files: [String: [UInt8]] = [:]
    /// The findings of the latest build when it failed; empty after a good one.
    package var problems: [Diagnostic] = []

    /// An empty site (nothing built yet).
    package init() {}

    /// The site after a good build of `files`.
    package mutating func publish(_ files: [String: [UInt8]]) {
        generation += 1
        self.files = files
        problems = []
    }

    /// The site after a failed build: the last good files stay.
    package mutating func fail(_ problems: [Diagnostic]) {
        generation += 1
        self.problems = problems
    }

    /// The bytes served at `path` (a request path, query removed): the page with the
    /// live-reload script and the latest errors for `/` and `/preview.html`, a bundle file as
    /// it was built, `nil` for anything else.
    package func body(at path: String) -> [UInt8]? {
        if path == "/" || path == "/preview.html" { return Array(DevPage.html(self).utf8) }
        return files[path]
    }
}

/// The page `livery serve` shows: the preview, a banner listing the latest build's errors (each
/// with its file and line), and a script that reloads the page when the server says a build
/// finished.
enum DevPage {
    /// Listens on `/events` (server-sent events) and reloads on `reload`; fixed text.
    static let reloadScript = """
        <script>(function(){var s=new EventSource("/events");\
        s.addEventListener("reload",function(){location.reload();});})();</script>
        """

    static func html(_ site: DevSite) -> String {
        var page =
            site.files["/preview.html"].map { String(decoding: $0, as: UTF8.self) }
            ?? "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>livery serve</title></head>\n<body>\n<p>No good build yet.</p>\n</body>\n</html>\n"
        if !site.problems.isEmpty {
            let lines = site.problems.map { HTMLText.escaped($0.description) }.joined(separator: "\n")
            let banner = """
                <div id="livery-errors" role="alert" style="position:sticky;top:0;z-index:9;margin:0;padding:12px 16px;\
                background:#fff0f0;color:#7a0000;border-bottom:2px solid #c00;font:13px/1.4 ui-monospace,monospace">\
                <strong>The last edit does not build; this page shows the last good theme.</strong><pre style="margin:8px 0 0;\
                white-space:pre-wrap">\(lines)</pre></div>
                """
            page = insert(banner, after: "<body>", in: page)
        }
        return insert(reloadScript + "\n", before: "</body>", in: page)
    }

    private static func insert(_ text: String, after marker: String, in page: String) -> String {
        guard let range = page.range(of: marker) else { return text + page }
        return page.replacingCharacters(in: range, with: marker + "\n" + text)
    }

    private static func insert(_ text: String, before marker: String, in page: String) -> String {
        guard let range = page.range(of: marker, options: .backwards) else { return page + text }
        return page.replacingCharacters(in: range, with: text + marker)
    }
}

/// One build of what `livery serve` serves, from a resolver file on disk.
package enum DevSiteBuild {
    /// The outcome of a build: the site's files, or the findings; and the files it read (the
    /// resolver and every token file it reached), to watch for the next edit.
    package struct Outcome: Sendable {
        package var result: Result<[String: [UInt8]], DiagnosticsError>
        package var inputs: [String]
    }

    /// Validates the resolver at `path` as `livery validate` does, then renders the preview
    /// and the theme bundle `livery publish` writes.
    package static func run(resolver path: String, mode: ValidationMode = .default) -> Outcome {
        let (report, source) = TokenValidation.validatedSource(for: [path], mode: mode)
        guard let source, !report.hasErrors else {
            // The files it reached, so that an edit to any of them (the one that broke it) is seen.
            let inputs = (try? Resolver(path: path, mode: mode))?.files ?? [path]
            return Outcome(result: .failure(DiagnosticsError(report.errors)), inputs: inputs)
        }
        // The preview and the bundle side by side (the themes are built and cached by the
        // validation above, so both only read them).
        let results = Locked<[Int: Result<[OutputFile], DiagnosticsError>]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { step in
            let result: Result<[OutputFile], DiagnosticsError>
            if step == 0 {
                do {
                    result = .success([try PreviewPage.render(source: source)])
                } catch let error as DiagnosticsError {
                    result = .failure(error)
                } catch {
                    result = .failure(DiagnosticsError([.error("\(error)", file: path)]))
                }
            } else {
                do throws(DiagnosticsError) {
                    result = .success(try ThemeBundlePublisher().files(for: source))
                } catch {
                    result = .failure(error)
                }
            }
            results.withLock { $0[step] = result }
        }
        var files: [String: [UInt8]] = [:]
        for step in 0..<2 {
            switch results.withLock({ $0[step] }) {
            case .success(let written)?:
                for file in written { files[step == 0 ? "/preview.html" : "/" + file.path] = file.contents }
            case .failure(let error)?: return Outcome(result: .failure(error), inputs: source.files)
            case nil:
                return Outcome(
                    result: .failure(DiagnosticsError([.error("nothing was built", file: path)])), inputs: source.files)
            }
        }
        return Outcome(result: .success(files), inputs: source.files)
    }
}
