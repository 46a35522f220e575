import Dispatch
import LiveryCore

/// The builds of `livery serve`, from a resolver file on disk, in two steps:
///
/// 1. ``check()`` — validate as `livery validate` does (a token file whose bytes did not
///    change is not parsed again: ``ParsedFileCache``), take the preview's snapshot and compare
///    it with the last good build's: a value-only edit gives a ``DevUpdate`` the open pages
///    apply at once;
/// 2. ``render(_:)`` — the preview page and the theme bundle `livery publish` writes, side by
///    side, in memory; a good render becomes the base the next check compares with.
///
/// ```swift
/// var builder = DevSiteBuild(resolver: "app.resolver.json")
/// let checked = builder.check()          // fast: what changed
/// let outcome = builder.render(checked)  // the whole page and bundle
/// ```
package struct DevSiteBuild {
    /// A validated source, its preview snapshot, and what changed since the last good build.
    package struct Checked {
        let source: Resolver
        let snapshot: PreviewSnapshot
        /// `nil` when the open pages must reload: no good build before, the previous build
        /// failed (its pages show the errors), or the page's structure changed.
        package let update: DevUpdate?
    }

    /// The outcome of a build: the site's files (or what ``check()`` found), and the files it
    /// read (the resolver and every token file it reached), to watch for the next edit.
    package struct Outcome<Success> {
        package var result: Result<Success, DiagnosticsError>
        package var inputs: [String]
    }

    package let resolver: String
    package let mode: ValidationMode
    private let cache = ParsedFileCache()
    /// The bundle's theme files, encoded again only for themes whose tokens changed.
    private let themeFiles = ThemeFileCache()
    /// The snapshot of the last good build, and whether the latest build was good.
    private var last: PreviewSnapshot?
    private var latestWasGood = false

    package init(resolver: String, mode: ValidationMode = .default) {
        self.resolver = resolver
        self.mode = mode
    }

    /// The files the next ``check()`` reads: the resolver and every token file it reaches now
    /// (only the resolver when it does not load). A watcher stamps them before the first
    /// check, so an edit made while that check runs is seen as the next edit.
    package func files() -> [String] {
        (try? Resolver(path: resolver, mode: mode, loader: cache.loader))?.files ?? [resolver]
    }

    /// Validates the resolver and compares the preview with the last good build's. A check
    /// changes nothing until it is rendered: one that failed can be checked again (a save seen
    /// half-written) and still give an update.
    package func check() -> Outcome<Checked> {
        let (report, source) = TokenValidation.validatedSource(for: [resolver], mode: mode, loader: cache.loader)
        guard let source, !report.hasErrors else {
            // The files it reached, so that an edit to any of them (the one that broke it) is seen.
            return Outcome(result: .failure(DiagnosticsError(report.errors)), inputs: files())
        }
        do {
            let snapshot = try PreviewSnapshot(source: source, previous: last)
            let update = latestWasGood ? last.flatMap { DevUpdate(from: $0, to: snapshot, compared: true) } : nil
            return Outcome(
                result: .success(Checked(source: source, snapshot: snapshot, update: update)), inputs: source.files)
        } catch {
            return Outcome(result: .failure(Self.diagnostics(error, file: resolver)), inputs: source.files)
        }
    }

    /// Renders the preview and the theme bundle of a checked source (after a failed check,
    /// its findings), by request path; a good render is the base of the next ``check()``, a
    /// failure makes the next good one reload the pages (they show the errors).
    package mutating func render(_ checked: Outcome<Checked>) -> Outcome<[String: [UInt8]]> {
        let source: Resolver
        let snapshot: PreviewSnapshot
        switch checked.result {
        case .success(let good):
            source = good.source
            snapshot = good.snapshot
        case .failure(let error):
            latestWasGood = false
            return Outcome(result: .failure(error), inputs: checked.inputs)
        }
        // The preview (from the snapshot: its themes, and its layout kept from the last build
        // when only values changed) and the bundle side by side (the themes are built and
        // cached by the validation, so both only read them).
        let results = Locked<[Int: Result<[OutputFile], DiagnosticsError>]>([:])
        let resolver = resolver
        let themeFiles = themeFiles
        DispatchQueue.concurrentPerform(iterations: 2) { step in
            let result: Result<[OutputFile], DiagnosticsError>
            do {
                result = .success(
                    step == 0
                        ? [PreviewPage.render(matrix: snapshot.matrix, layout: snapshot.layout)]
                        : try ThemeBundlePublisher(shipsWebRuntime: true).files(for: source, cache: themeFiles))
            } catch {
                result = .failure(Self.diagnostics(error, file: resolver))
            }
            results.withLock { $0[step] = result }
        }
        var files: [String: [UInt8]] = [:]
        for step in 0..<2 {
            switch results.withLock({ $0[step] }) {
            case .success(let written)?:
                for file in written { files[step == 0 ? "/preview.html" : "/" + file.path] = file.contents }
            case .failure(let error)?:
                latestWasGood = false
                return Outcome(result: .failure(error), inputs: checked.inputs)
            case nil:
                latestWasGood = false
                return Outcome(
                    result: .failure(DiagnosticsError([.error("nothing was built", file: resolver)])),
                    inputs: checked.inputs)
            }
        }
        last = snapshot
        latestWasGood = true
        return Outcome(result: .success(files), inputs: checked.inputs)
    }

    /// ``check()`` then ``render(_:)``.
    package mutating func run() -> Outcome<[String: [UInt8]]> {
        render(check())
    }

    /// One build from scratch (no files cached, no last build): validate, then render.
    package static func run(resolver path: String, mode: ValidationMode = .default) -> Outcome<[String: [UInt8]]> {
        var build = DevSiteBuild(resolver: path, mode: mode)
        return build.run()
    }

    private static func diagnostics(_ error: any Error, file: String) -> DiagnosticsError {
        (error as? DiagnosticsError) ?? DiagnosticsError([.error("\(error)", file: file)])
    }
}
