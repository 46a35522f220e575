import Dispatch
import Foundation
import LiveryCore
import LiveryTools

/// `livery serve`: the live loop from token files to a browser and a running app.
struct ServeCommand: Command {
    static let resolver = ArgumentSpec("resolver", help: "The resolver file (*.resolver.json) to serve.")
    static let port = OptionSpec.option(
        "port", valueName: "n", help: "The port to listen on; 0 picks a free one. (default: 8765)")
    static let host = OptionSpec.option(
        "host", valueName: "address",
        help:
            "The IPv4 address to listen on: 127.0.0.1 (the default) serves this machine only; 0.0.0.0 lets a phone on the network reach it."
    )

    static let configuration = CommandConfiguration(
        name: "serve",
        abstract: "Serve the preview and the theme bundle, rebuilt on every edit of a token file.",
        discussion: """
            Watches the resolver and every token file it reaches. On each edit it validates \
            (parsing again only the files that changed) and rebuilds the preview page (at /) and \
            what `livery publish` writes: the theme bundle (at /manifest.json and /themes/…) \
            and the web runtime beside it (/livery.js, /livery.mjs, /livery-remote.js, \
            /livery.config.json). Open \
            pages follow over server-sent events (/events): an edit of values only is sent to \
            them as soon as it is checked, before the rebuild, and applied in place (the changed \
            custom properties and swatches); any other edit reloads them once the rebuild is \
            done. An app whose remote theme client points at /manifest.json gets the edit \
            on its next refresh, with no rebuild of the app. An edit that does not build prints its \
            errors, shows them on the page, and keeps serving the last good theme. Stops on Ctrl-C \
            (SIGINT) or SIGTERM.

            Example:
              livery serve Examples/Themes/app.resolver.json --port 8765
            """,
        arguments: [resolver],
        options: [port, host] + TokenInputOptions.specs)

    /// How often the inputs are looked at, and how long they must stay unchanged before a build
    /// whose check failed is checked again (an editor writing in several steps gives one
    /// failure at most, not one per step).
    static let pollInterval = 0.02
    static let settleTime = 0.03

    var path: String
    var portNumber: UInt16
    var hostAddress: String
    var tokenInput: TokenInputOptions

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        path = arguments.value(of: Self.resolver) ?? ""
        let text = arguments.value(of: Self.port) ?? "8765"
        guard let port = UInt16(text) else {
            throw .invalid("--port expects a number from 0 to 65535, got '\(text)'")
        }
        portNumber = port
        hostAddress = arguments.value(of: Self.host) ?? "127.0.0.1"
        tokenInput = TokenInputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        let server: DevHTTPServer
        do {
            server = try DevHTTPServer(host: hostAddress, port: portNumber)
        } catch {
            io.printError("error: \(error)")
            return .failure
        }
        // A browser closing an event stream must not end the server.
        signal(SIGPIPE, SIG_IGN)
        let signals = StopSignals.install()
        defer { signals.remove() }
        server.start()

        var site = DevSite()
        var builder = DevSiteBuild(resolver: path, mode: tokenInput.mode)
        // Stamped before the first check reads them, so an edit during the first build (or
        // right after it, before the address is printed) is the next build.
        let before = FileStamp.of(builder.files())
        var inputs = build(
            builder.check(), since: DispatchTime.now().uptimeNanoseconds, with: &builder, into: &site, server: server,
            io: &io, first: true)
        var seen = FileStamp.of(inputs, keeping: before)
        io.print("serving http://\(hostAddress):\(server.port)/ (preview), /manifest.json (theme bundle); Ctrl-C stops")
        io.flush()
        while signals.received == nil {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            var now = FileStamp.of(inputs)
            guard now != seen else { continue }
            // A file written whole in one go checks at once, and is built at once. A check that
            // fails (a save seen half-written, or a broken edit) or files that changed while it
            // ran wait until the files stop changing, and are checked again: a failure is
            // reported for settled files only.
            let start = DispatchTime.now().uptimeNanoseconds
            var checked = builder.check()
            var failed = false
            if case .failure = checked.result { failed = true }
            if failed || FileStamp.of(inputs) != now {
                while signals.received == nil {
                    Thread.sleep(forTimeInterval: Self.settleTime)
                    let later = FileStamp.of(inputs)
                    if later == now { break }
                    now = later
                }
                checked = builder.check()
            }
            inputs = build(checked, since: start, with: &builder, into: &site, server: server, io: &io, first: false)
            // The stamps the check read, so that an edit during the rebuild is the next build.
            seen = FileStamp.of(inputs, keeping: now)
            io.flush()
        }
        server.stop()
        io.print("stopped")
        io.flush()
        return .success
    }

    /// Announces a checked edit to the pages when they can apply it, then rebuilds, publishes
    /// the outcome (pages that got no update reload), prints one line (and the errors), and
    /// returns the files to watch. Times are printed from `start`, when the edit was seen.
    private func build(
        _ checked: DevSiteBuild.Outcome<DevSiteBuild.Checked>, since start: UInt64, with builder: inout DevSiteBuild,
        into site: inout DevSite, server: DevHTTPServer, io: inout some CommandIO, first: Bool
    ) -> [String] {
        var announced: String?
        if case .success(let good) = checked.result, let update = good.update {
            server.announce(
                update.json(from: site.generation, to: site.generation + 1), generation: site.generation + 1)
            let properties = update.changes.reduce(0) { $0 + $1.properties.count }
            announced =
                "update sent after \(Self.milliseconds(since: start)) ms (\(properties) propert\(properties == 1 ? "y" : "ies"))"
        }
        let outcome = builder.render(checked)
        let milliseconds = Self.milliseconds(since: start)
        switch outcome.result {
        case .success(let files):
            site.publish(files)
            server.publish(site, reload: announced == nil)
            let themes = files.keys.filter { $0.hasPrefix("/themes/") }.count
            io.print(
                "\(first ? "built" : "rebuilt") in \(milliseconds) ms: preview and \(CountText.of(themes, "theme")) (generation \(site.generation))"
                    + (announced.map { "; " + $0 } ?? (first ? "" : "; pages reloaded"))
            )
        case .failure(let error):
            site.fail(error.diagnostics)
            server.publish(site, reload: true)
            io.printError(
                "error: the edit does not build; still serving \(site.files.isEmpty ? "nothing (no good build yet)" : "the last good theme"):"
            )
            DiagnosticReport.print(error.diagnostics, io: &io)
        }
        return outcome.inputs
    }

    private static func milliseconds(since start: UInt64) -> String {
        String(format: "%.0f", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
}
