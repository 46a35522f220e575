import Foundation
import LiveryCore
import LiveryTestSupport
import LiveryTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BenchSuite {
    /// `livery serve` on the 9k-token set: a one-token edit to the event the page acts on
    /// (issue 18 goal: ≤ 150 ms).
    static let serve = BenchSuite(
        name: "serve",
        summary:
            "livery serve on the 9k-token × 3-context set: one-token edit → the event the page acts on (update or reload), and the rebuild alone",
        run: { ServeSuite.run() })
}

/// Runs the real `livery serve` (the executable built beside `livery-bench`) on the synthetic
/// `medium` set, holds an event stream open as the page does, and times each round from the
/// write of an edited palette file to the arrival of the event the page acts on: `update`
/// (applied in place: a stylesheet appended and a few swatches replaced) or `reload` (the page
/// then fetches itself again). It also times, from the same write, the server's line saying the
/// whole page and bundle were rebuilt, and, in this process, the check alone
/// (``DevSiteBuild/check()`` after an edit) and the rebuild alone (``DevSiteBuild/run``).
enum ServeSuite {
    static let rounds = 9

    @MainActor
    static func run() {
        let shape = SyntheticThemeShape.medium
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-serve-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = SyntheticThemeGenerator.files(for: shape)
        do {
            try OutputWriter.write(files, to: root)
        } catch {
            print("cannot write the set: \(error)")
            return
        }
        let resolver = root + "/" + SyntheticThemeGenerator.resolverFileName
        let edited = "palette/dark.tokens.json"
        guard let index = files.firstIndex(where: { $0.path == edited }) else {
            print("FAILED: no \(edited)")
            return
        }

        var rebuilds: [Double] = []
        var checks: [Double] = []
        var parts: [String: [Double]] = [:]
        guard case .object(var document) = (try? JSONParser.parse(files[index].contents)) ?? .null,
            case .object(var palette) = document["palette"] ?? .null
        else {
            print("FAILED: \(edited) is not a palette")
            return
        }
        /// The palette file with p7 set to a color of `round`.
        func editedPalette(_ round: Int) -> Data {
            palette["p7"] = ["$value": ["colorSpace": "srgb", "components": [0, 0, .number(Double(round) / 255)]]]
            document["palette"] = .object(palette)
            return Data(OutputFile(path: edited, json: .object(document)).text.utf8)
        }
        var builder = DevSiteBuild(resolver: resolver)
        _ = builder.run()
        for round in 0..<3 {
            rebuilds.append(Measure.milliseconds { _ = DevSiteBuild.run(resolver: resolver) })
            // What `livery serve` does before sending an update: re-validate (the edited file
            // parsed again) and compare with the last good build.
            _ = FileManager.default.createFile(atPath: root + "/" + edited, contents: editedPalette(100 + round))
            var checked: DevSiteBuild.Outcome<DevSiteBuild.Checked>?
            checks.append(Measure.milliseconds { checked = builder.check() })
            if let checked, case .success(let files) = builder.render(checked).result {
                var site = DevSite()
                parts["site", default: []].append(Measure.milliseconds { site.publish(files) })
            }
            // The same steps one by one: where a rebuild's time goes.
            var source: Resolver?
            parts["validate", default: []].append(
                Measure.milliseconds { source = TokenValidation.validatedSource(for: [resolver]).source })
            guard let source else { break }
            parts["preview", default: []].append(Measure.milliseconds { _ = try? PreviewPage.render(source: source) })
            parts["bundle", default: []].append(
                Measure.milliseconds { _ = try? ThemeBundlePublisher().files(for: source) })
        }

        guard let binary = executable() else {
            print("FAILED: no livery executable beside livery-bench (build the livery product too)")
            return
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", resolver, "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            print("FAILED: cannot start \(binary.path): \(error)")
            return
        }
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var printed = ""
        while !printed.contains("serving http://127.0.0.1:"), process.isRunning {
            printed += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        }
        guard
            let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("serving http://127.0.0.1:") }),
            let port = UInt16(line.dropFirst("serving http://127.0.0.1:".count).prefix { $0.isNumber }),
            var stream = EventStream(port: port)
        else {
            print("FAILED: livery serve did not start: \(printed)")
            return
        }
        defer { close(stream.fd) }
        _ = stream.next() // hello
        var edits: [Double] = []
        var rebuilt: [Double] = []
        var kinds: [String: Int] = [:]
        for round in 0..<rounds {
            // One token's value changes: p7 gets a new color.
            let text = editedPalette(round)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = FileManager.default.createFile(atPath: root + "/" + edited, contents: text)
            guard let event = stream.next(), event == "update" || event == "reload" else {
                print("FAILED: no update or reload event after edit \(round)")
                return
            }
            edits.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            kinds[event, default: 0] += 1
            // The server prints a line once the page and the bundle are rebuilt.
            while printed.components(separatedBy: "\nrebuilt in ").count <= round + 1, process.isRunning {
                printed += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            }
            rebuilt.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            Thread.sleep(forTimeInterval: 0.2)
        }
        let median = Measure.median(edits)
        let event = kinds.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
        var table = MarkdownTable(header: [
            "set", "tokens/context", "contexts", "event", "edit → event ms (median)", "max ms",
            "edit → rebuilt ms (median)", "check alone ms", "rebuild alone ms", "goal", "met",
        ])
        table.rows.append([
            "medium", "\(shape.tokenCount)", "\(shape.contexts.count)", event, String(format: "%.0f", median),
            String(format: "%.0f", edits.max() ?? 0), String(format: "%.0f", Measure.median(rebuilt)),
            String(format: "%.0f", Measure.median(checks)), String(format: "%.0f", Measure.median(rebuilds)),
            "≤ 150 ms", median <= 150 ? "yes" : "NO",
        ])
        print(table.render())
        let breakdown = ["validate", "preview", "bundle", "site"].map {
            "\($0) \(String(format: "%.0f", Measure.median(parts[$0] ?? [])))"
        }
        print(
            "\nrebuild by step, ms (median of 3, from scratch; site = the served page and ETags made): "
                + breakdown.joined(separator: ", "))
        if let line = printed.split(separator: "\n").last(where: { $0.hasPrefix("rebuilt in ") }) {
            print("\nthe server's last line: \(line)")
        }
        print(
            "\n\(rounds) edits of one palette color in palette/dark.tokens.json, each written whole once the previous rebuild finished; the real `livery serve` (poll 20 ms; 30 ms settle only after a failed check); event = what the page got; rebuilt = the server's line that the page and bundle are swapped in; check = re-validate with unchanged files cached + compare; rebuild = validate + preview + bundle from scratch, median of 3\n"
        )
    }

    private static func executable() -> URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let url = folder.appendingPathComponent("livery")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }
}

/// An open `/events` stream of `livery serve`.
private struct EventStream {
    let fd: Int32

    init?(port: UInt16) {
        guard let fd = LoopbackPort.connectedSocket(to: port) else { return nil }
        let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        self.fd = fd
    }

    /// What arrived and is not yet an event.
    private var buffer = ""

    /// The name of the next event (`update`, `reload`, `hello`), `nil` when the stream ends or
    /// nothing arrives for 10 s.
    mutating func next() -> String? {
        var bytes = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = buffer.range(of: "\n\n") {
                let event = buffer[..<end.lowerBound]
                buffer = String(buffer[end.upperBound...])
                if let line = event.split(separator: "\n").first(where: { $0.hasPrefix("event: ") }) {
                    return String(line.dropFirst("event: ".count))
                }
                continue
            }
            let count = LoopbackPort.receive(fd, into: &bytes)
            if count <= 0 { return nil }
            buffer += String(decoding: bytes[0..<count], as: UTF8.self)
        }
    }
}
