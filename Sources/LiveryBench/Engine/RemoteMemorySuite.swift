import Foundation
import Livery
import LiveryCore

#if canImport(Glibc)
    import Glibc
#endif

extension BenchSuite {
    /// The remote client's memory: a refresh of bundles of 2, 4 and 8 theme files of 8,000
    /// colors each, installed into a `ThemeManager` (issue 20: memory per bundle).
    static let remoteMemory = BenchSuite(
        name: "remote-memory",
        summary: "RemoteThemeClient.refresh into a ThemeManager: peak RSS and what stays, per bundle size",
        run: { RemoteMemorySuite.run() })
}

/// Refreshes a client from an in-memory server (no sockets: the figures are the client's),
/// with the engine's own validator and sink, into an engine that saves its preferences to a
/// file, and reads:
/// - the peak RSS of the refresh (`VmHWM` of `/proc/self/status`, reset through
///   `/proc/self/clear_refs` before it);
/// - the heap that stays once it returned, client and engine alive (glibc's in-use bytes);
/// - the heap the decoded layer takes when it is held (``RemoteThemeCache/load(typingBareValuesBy:)``), which is
///   what a client that kept its layer would hold on top;
/// - the time the engine's validation and install spend on the main actor (the files are
///   decoded on the client's own executor).
enum RemoteMemorySuite {
    static let fileCounts = [2, 4, 8]
    static let colorsPerFile = 8_000

    /// Set in the environment of the child that measures one bundle size.
    static let childVariable = "LIVERY_BENCH_REMOTE_FILES"

    /// Each size is measured in a process of its own (this executable again, with
    /// ``childVariable`` set), so that no size starts from the memory another left behind.
    @MainActor
    static func run() {
        if let files = ProcessInfo.processInfo.environment[childVariable].flatMap(Int.init) {
            print((measure(files: files) ?? ["FAILED"]).joined(separator: "\t"))
            return
        }
        var rows: [[String]] = []
        for files in fileCounts {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["remote-memory"]
            process.environment = ProcessInfo.processInfo.environment.merging([childVariable: "\(files)"]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            do {
                try process.run()
            } catch {
                print("FAILED: cannot run \(CommandLine.arguments[0]): \(error)")
                return
            }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard let line = text.split(separator: "\n").last(where: { $0.contains("\t") }) else {
                print("FAILED: the child for \(files) files printed \(text)")
                return
            }
            rows.append(line.split(separator: "\t").map(String.init))
        }
        let header = [
            "theme files", "bundle MB", "refresh", "RSS before MB", "peak RSS MB", "heap kept MB",
            "decoded layer MB", "main actor ms",
        ]
        print(MarkdownTable(header: header, rows: rows).render())
    }

    @MainActor
    private static func measure(files count: Int) -> [String]? {
        let table = table(files: count)
        let bundle: ThemeBundle
        do {
            bundle = try ThemeBundle(source: table, encodeTokens: ResolvedThemeJSON.members(of:))
        } catch {
            print("FAILED: cannot make the bundle: \(error)")
            return nil
        }
        let served = Dictionary(uniqueKeysWithValues: bundle.files.map { ("/" + $0.path, $0.contents) })
        let themeBytes = bundle.files.filter { $0.path != ThemeBundle.manifestPath }.reduce(0) {
            $0 + $1.contents.count
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-remote-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        var configuration = RemoteThemeConfiguration(
            manifestURL: URL(string: "https://themes.example/manifest.json") ?? root,
            cacheDirectory: root.appendingPathComponent("cache"), retry: .once)
        configuration.stagingDirectory = root
        // Preferences saved to a file, as an app saves them (`UserDefaults` on a device).
        let manager = ThemeManager(
            source: table, store: JSONFilePreferenceStore(url: root.appendingPathComponent("prefs.json")))

        let before = ProcessMemory.residentMegabytes()
        ProcessMemory.resetPeak()
        let heapBefore = Measure.heapInUse()
        let mainActorTime = Locked(Duration.zero)
        let engineValidator = manager.remoteLayerValidator
        let validator = ThemeLayerValidator(
            base: engineValidator.base,
            problems: { layer in
                await MainActor.run {
                    let start = ContinuousClock.now
                    defer { mainActorTime.withLock { $0 += ContinuousClock.now - start } }
                    return MainActor.assumeIsolated { manager.problems(inLayer: layer.overrides) }
                }
            })
        let engineSink = manager.remoteLayerSink.install
        let sink = ThemeLayerSink { layer in
            let start = ContinuousClock.now
            defer { mainActorTime.withLock { $0 += ContinuousClock.now - start } }
            try engineSink?(layer)
        }
        let client = RemoteThemeClient(
            configuration: configuration, validator: validator, sink: sink,
            transport: MemoryTransport(files: served))
        let report = MainLoop.wait { await client.refresh() }
        let peak = ProcessMemory.peakMegabytes()
        if !report.succeeded { FileHandle.standardError.write(Data("\(report)\n".utf8)) }
        let heapKept = Measure.heapInUse() - heapBefore
        let layer = try? RemoteThemeCache(directory: configuration.cacheDirectory).load()
        let heapWithLayer = Measure.heapInUse() - heapBefore
        withExtendedLifetime((client, manager, layer)) {}
        let megabytes = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        return [
            "\(count)", megabytes(themeBytes), report.succeeded ? "ok" : "FAILED",
            before.map { String(format: "%.0f", $0) } ?? "n/a", peak.map { String(format: "%.0f", $0) } ?? "n/a",
            megabytes(heapKept), megabytes(heapWithLayer - heapKept),
            String(
                format: "%.0f",
                mainActorTime.withLock {
                    Double($0.components.attoseconds) / 1e15 + Double($0.components.seconds) * 1e3
                }),
        ]
    }

    /// `count` contexts of ``colorsPerFile`` colors, every context's values its own.
    private static func table(files count: Int) -> ThemeTable {
        var contexts: [String: [String: ResolvedToken]] = [:]
        for context in 0..<count {
            var tokens: [String: ResolvedToken] = [:]
            for index in 0..<colorsPerFile {
                let value = (index * 7_919 + context * 104_729) % 0x1000000
                let color = Color(
                    .srgb, Double(value >> 16) / 255, Double((value >> 8) & 0xff) / 255, Double(value & 0xff) / 255)
                tokens["color.g\(index / 100).c\(index % 100)"] = ResolvedToken(type: .color, value: .color(color))
            }
            contexts["c\(context)"] = tokens
        }
        return ThemeTable(contexts: contexts, order: (0..<count).map { "c\($0)" })
    }
}

/// A server in memory: serves `files` by path, `application/json`, with an ETag.
private struct MemoryTransport: HTTPTransport {
    let files: [String: [UInt8]]

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        guard let body = files[request.url.path] else { return HTTPResponse(status: 404) }
        return HTTPResponse(
            status: 200, headers: ["Content-Type": "application/json", "ETag": "\"\(body.count)\""], body: body)
    }
}

/// Runs async work from the bench's main-actor code: the main run loop turns (so main-actor
/// jobs, such as the engine's install, run) until it has finished.
private enum MainLoop {
    @MainActor
    static func wait<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result {
        let box = Locked<Result?>(nil)
        Task.detached {
            let value = await work()
            box.withLock { $0 = value }
        }
        while true {
            if let value = box.withLock({ $0 }) { return value }
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
    }
}

/// The process's resident memory, from `/proc/self/status` (Linux).
private enum ProcessMemory {
    static func residentMegabytes() -> Double? { field("VmRSS:") }
    static func peakMegabytes() -> Double? { field("VmHWM:") }

    /// Sets the peak back to the current resident size (`5` to `/proc/self/clear_refs`).
    static func resetPeak() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    private static func field(_ name: String) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let kilobytes = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap
            {
                Double($0)
            }
            return kilobytes.map { $0 / 1024 }
        }
        return nil
    }
}
