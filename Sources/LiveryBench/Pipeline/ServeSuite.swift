import Foundation
import LiveryCore
import LiveryTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BenchSuite {
    /// `livery serve` on the 9k-token set: a one-token edit to the reload event a browser gets
    /// (issue 18 goal: ≤ 150 ms).
    static let serve = BenchSuite(
        name: "serve",
        summary: "livery serve on the 9k-token × 3-context set: one-token edit → reload event, and the rebuild alone",
        run: { ServeSuite.run() })
}

/// Runs the real `livery serve` (the executable built beside `livery-bench`) on the synthetic
/// `medium` set, holds an event stream open as the page does, and times each round from the
/// write of an edited palette file to the arrival of `event: reload` — what a user sees before
/// the browser reloads. It also times the rebuild alone (``DevSiteBuild/run``), in this process.
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
        var parts: [String: [Double]] = [:]
        for _ in 0..<3 {
            rebuilds.append(Measure.milliseconds { _ = DevSiteBuild.run(resolver: resolver) })
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
            let stream = EventStream(port: port)
        else {
            print("FAILED: livery serve did not start: \(printed)")
            return
        }
        defer { close(stream.fd) }
        _ = stream.read(until: "retry:")
        var edits: [Double] = []
        guard case .object(var document) = (try? JSONParser.parse(files[index].contents)) ?? .null,
            case .object(var palette) = document["palette"] ?? .null
        else {
            print("FAILED: \(edited) is not a palette")
            return
        }
        for round in 0..<rounds {
            // One token's value changes: p7 gets a new color.
            palette["p7"] = ["$value": ["colorSpace": "srgb", "components": [0, 0, .number(Double(round) / 255)]]]
            document["palette"] = .object(palette)
            let text = OutputFile(path: edited, json: .object(document)).text
            let start = DispatchTime.now().uptimeNanoseconds
            _ = FileManager.default.createFile(atPath: root + "/" + edited, contents: Data(text.utf8))
            guard stream.read(until: "event: reload").contains("event: reload") else {
                print("FAILED: no reload event after edit \(round)")
                return
            }
            edits.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            Thread.sleep(forTimeInterval: 0.2)
        }
        let median = Measure.median(edits)
        var table = MarkdownTable(header: [
            "set", "tokens/context", "contexts", "edit → reload event ms (median)", "max ms", "rebuild alone ms",
            "goal",
            "met",
        ])
        table.rows.append([
            "medium", "\(shape.tokenCount)", "\(shape.contexts.count)", String(format: "%.0f", median),
            String(format: "%.0f", edits.max() ?? 0), String(format: "%.0f", Measure.median(rebuilds)), "≤ 150 ms",
            median <= 150 ? "yes" : "NO",
        ])
        print(table.render())
        let breakdown = ["validate", "preview", "bundle"].map {
            "\($0) \(String(format: "%.0f", Measure.median(parts[$0] ?? [])))"
        }
        print("\nrebuild by step, ms (median of 3): " + breakdown.joined(separator: ", "))
        print(
            "\n\(rounds) edits of one palette color in palette/dark.tokens.json, each written whole; the real `livery serve` (poll 20 ms, settle 30 ms); rebuild = validate + preview + bundle, median of 3\n"
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
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard fd >= 0, connected == 0 else { return nil }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        self.fd = fd
    }

    func read(until text: String) -> String {
        var received = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(text) {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return received
    }
}
