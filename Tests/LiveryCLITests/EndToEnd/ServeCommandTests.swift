import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 client on a socket: what the tests of `livery serve` ask it with, a real
/// connection to the real server process.
private struct LoopbackHTTP {
    let port: UInt16

    /// A connected socket, or `nil` when nothing listens.
    func connect() -> Int32? { LoopbackPort.connectedSocket(to: port) }

    /// Status code, headers (lowercased names) and body of `GET path`.
    func get(
        _ path: String, headers: [String: String] = [:]
    ) throws -> (status: Int, headers: [String: String], body: String) {
        let fd = try #require(connect(), "nothing listens on port \(port)")
        defer { close(fd) }
        let extra = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(extra)\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = LoopbackPort.receive(fd, into: &buffer)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let split = try #require(text.range(of: "\r\n\r\n"), "no header end in \(text.prefix(200))")
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, fields, String(text[split.upperBound...]))
    }

    /// An open `/events` stream; an `EventReader` reads from it.
    func events() throws -> Int32 {
        let fd = try #require(connect(), "nothing listens on port \(port)")
        let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        return fd
    }

    /// The page once `holds` is true of it, asked again every 50 ms (10 s at most): the page is
    /// swapped in after the rebuild, and an editor's save may be seen half-written first.
    func page(where holds: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var body = ""
        while Date() < deadline {
            body = try get("/").body
            if holds(body) { return body }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return body
    }
}

/// The events of an open `/events` stream, one at a time.
private struct EventReader {
    let fd: Int32
    private var buffer = ""

    init(_ fd: Int32) { self.fd = fd }

    /// The next event's name and data (its `data:` lines joined), `nil` after 10 s or at the
    /// end of the stream; the stream's header and `retry:` are skipped.
    mutating func next() -> (name: String, data: String)? {
        let deadline = Date().addingTimeInterval(10)
        var bytes = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline {
            if let end = buffer.range(of: "\n\n") {
                let lines = buffer[..<end.lowerBound].split(separator: "\n")
                buffer = String(buffer[end.upperBound...])
                guard let name = lines.first(where: { $0.hasPrefix("event: ") }) else { continue }
                let data = lines.filter { $0.hasPrefix("data: ") }.map { $0.dropFirst("data: ".count) }
                return (String(name.dropFirst("event: ".count)), data.joined(separator: "\n"))
            }
            let count = LoopbackPort.receive(fd, into: &bytes)
            if count <= 0 { return nil }
            buffer += String(decoding: bytes[0..<count], as: UTF8.self)
        }
        return nil
    }

    /// The next `name` event: events are read until one is (10 s at most for each), so the
    /// events of an editor's half-written save are passed over.
    mutating func next(_ name: String) -> (name: String, data: String)? {
        while let event = next() {
            if event.name == name { return event }
        }
        return nil
    }
}

/// Runs the real `livery serve` in a child process against real files.
@Suite("livery serve", .serialized)
struct ServeCommandTests {
    private static let resolver = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    private static func colors(_ background: String) -> String {
        ##"{"color": {"$type": "color", "background": {"$value": "\##(background)"}, "text": {"$value": "{color.ink}"}}}"##
    }

    @Test(
        "serves the preview and the bundle, updates pages on a value edit, reloads them on others, keeps the last good theme on a broken one, frees its port"
    )
    func liveLoop() async throws {
        let binary = try #require(LiveryBinary.url, "no livery executable in \(LiveryBinary.candidates)")
        let folder = try TemporaryFolder("serve")
        defer { folder.remove() }
        try folder.write("app.resolver.json", text: Self.resolver)
        try folder.write("base.tokens.json", text: ##"{"color": {"ink": {"$type": "color", "$value": "#202020"}}}"##)
        try folder.write("light.tokens.json", text: Self.colors("#fafafa"))
        try folder.write("dark.tokens.json", text: Self.colors("#101010"))

        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", folder.path + "/app.resolver.json", "--port", "0"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let exit = try ChildExit.start(process)
        defer { if !exit.hasExited { exit.kill() } }

        // The first lines: the build, then the address.
        var printed = ""
        let deadline = Date().addingTimeInterval(30)
        while !printed.contains("serving http://"), Date() < deadline, !exit.hasExited {
            printed += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        }
        #expect(printed.hasPrefix("built in "), "\(printed)")
        let port = try #require(
            printed.split(separator: "\n").first { $0.hasPrefix("serving http://127.0.0.1:") }
                .flatMap { UInt16($0.dropFirst("serving http://127.0.0.1:".count).prefix { $0.isNumber }) },
            "\(printed)")
        let http = LoopbackHTTP(port: port)

        let page = try http.get("/")
        #expect(page.status == 200)
        #expect(page.body.contains("new EventSource(\"/events\")"))
        #expect(page.body.contains("addEventListener(\"update\""), "the page applies updates")
        #expect(page.body.lowercased().contains("#101010"), "the dark background is on the page")
        let manifest = try http.get("/manifest.json")
        #expect(manifest.status == 200)
        #expect(manifest.headers["content-type"] == "application/json")
        let etag = try #require(manifest.headers["etag"])
        #expect(try http.get("/manifest.json", headers: ["If-None-Match": etag]).status == 304)
        // The web runtime `livery publish` ships beside the manifest, so a page can load it here.
        for script in ["/livery.js", "/livery.mjs", "/livery-remote.js"] {
            let served = try http.get(script)
            #expect(served.status == 200, "\(script)")
            #expect(served.headers["content-type"] == "text/javascript; charset=utf-8", "\(script)")
        }
        #expect(try http.get("/livery.config.json").status == 200)
        #expect(try http.get("/../app.resolver.json").status == 404, "no request reaches the file system")
        #expect(try http.get("/light.tokens.json").status == 404)

        // A value edit: the event stream sends an update with exactly the changed property,
        // then the page and the bundle show the new value.
        let stream = try http.events()
        defer { close(stream) }
        var events = EventReader(stream)
        let opened = events.next()
        let hello = try #require(opened, "the stream opens with hello")
        #expect(hello.name == "hello" && hello.data == "1", "\(hello)")
        try folder.write("dark.tokens.json", text: Self.colors("#000080"))
        let next = events.next()
        let update = try #require(next, "an event after the edit")
        #expect(update.name == "update", "\(update)")
        let payload = try JSONParser.parse(Array(update.data.utf8))
        #expect(payload["from"] == .number(1) && payload["to"] == .number(2), "\(update.data)")
        #expect(payload["changes"] == [["context": "theme=dark", "properties": ["--color-background": "#000080"]]])
        #expect(
            payload["css"]?.stringValue?.contains("[data-theme=\"dark\"] { --color-background: #000080; }") == true,
            "\(update.data)")
        let edited = try http.page { $0.lowercased().contains("#000080") }
        #expect(edited.lowercased().contains("#000080"), "the edit reached the page")
        #expect(edited.contains("var g=2,"), "the page is the update's generation")
        let editedManifest = try http.get("/manifest.json")
        #expect(editedManifest.headers["etag"] != etag, "a new bundle")

        // A page opened now is told the newest generation; a structural edit (a token added)
        // reloads every page once the rebuild is done.
        let late = try http.events()
        defer { close(late) }
        var lateEvents = EventReader(late)
        let lateHello = lateEvents.next()
        #expect(lateHello.map { "\($0.name) \($0.data)" } == "hello 2")
        try folder.write(
            "dark.tokens.json",
            text:
                ##"{"color": {"$type": "color", "background": {"$value": "#000080"}, "text": {"$value": "{color.ink}"}, "added": {"$value": "#123456"}}}"##
        )
        // A reload gets the rebuilt page (an editor's save seen half-written first is one more
        // build, and one more reload).
        var reloadedToTheEdit = false
        while !reloadedToTheEdit, events.next("reload") != nil {
            reloadedToTheEdit = try http.get("/").body.contains("color.added")
        }
        #expect(reloadedToTheEdit, "a structural edit reloads the pages, to the rebuilt page")
        let lateStructural = lateEvents.next("reload")
        #expect(lateStructural != nil, "every open page reloads")
        let goodManifest = try http.get("/manifest.json")

        // The app's remote theme client (what `livery fetch` runs) takes the served bundle.
        let fetch = try await ChildRun.run(
            binary,
            [
                "fetch", "http://127.0.0.1:\(port)/manifest.json", "--cache", folder.path + "/cache",
                "--base", folder.path + "/app.resolver.json",
            ])
        #expect(fetch.status == 0, "\(fetch.standardOutput)\(fetch.standardError)")
        #expect(fetch.standardOutput.contains("updated to revision"), "\(fetch.standardOutput)")

        // A broken edit: errors with file and line on the page; the last good bundle stays.
        try folder.write("dark.tokens.json", text: "{\"color\": {\n  \"background\": {\"$value\": \"#00008\"}}")
        let brokenReload = events.next("reload")
        #expect(brokenReload != nil, "a broken edit reloads the pages: they show the errors")
        let broken = try http.page {
            $0.contains("id=\"livery-errors\"") && $0.contains("dark.tokens.json:")
        }
        #expect(broken.contains("id=\"livery-errors\""), "the errors are on the page")
        #expect(broken.contains("dark.tokens.json:"), "\(broken.prefix(2000))")
        #expect(broken.lowercased().contains("#000080"), "the last good theme is still shown")
        #expect(try http.get("/manifest.json").headers["etag"] == goodManifest.headers["etag"], "the last good bundle")

        // Fixed again; then SIGTERM ends it with status 0 and the port is free.
        try folder.write("dark.tokens.json", text: Self.colors("#102030"))
        let fixReload = events.next("reload")
        #expect(fixReload != nil, "the fix reloads the pages showing the errors")
        let fixed = try http.page {
            !$0.contains("livery-errors") && $0.lowercased().contains("#102030")
        }
        #expect(
            !fixed.contains("livery-errors") && fixed.lowercased().contains("#102030"), "the fix replaced the errors")
        process.terminate()
        #expect(exit.wait(seconds: 10), "livery serve stopped on SIGTERM")
        #expect(process.terminationStatus == 0)
        #expect(http.connect() == nil, "nothing listens on the port any more")
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.contains("error: the edit does not build; still serving the last good theme:"), "\(stderr)")
        #expect(stderr.contains("dark.tokens.json:"), "\(stderr)")
    }
}
