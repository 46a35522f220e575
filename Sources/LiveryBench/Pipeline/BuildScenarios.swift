import Foundation
import LiveryCore
import LiveryTools

/// The situations ``BuildSuite`` measures for one shape, each a row of its table.
struct BuildScenarios {
    let shape: SyntheticThemeShape
    let goal: Double
    let scratch: BuildScratch

    /// A build or write that failed: the row cannot be measured.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The samples of one row.
    struct Samples {
        var builds: [Double] = []
        var writes: [Double] = []
        var written: [Int] = []
        var failed = false

        mutating func add(build: Double?, write: (milliseconds: Double, written: Int)) {
            if let build { builds.append(build) }
            writes.append(write.milliseconds)
            written.append(write.written)
        }

        mutating func add(floor: (milliseconds: Double, succeeded: Bool), files: Int) {
            writes.append(floor.milliseconds)
            written.append(files)
            failed = failed || !floor.succeeded
        }
    }

    @MainActor
    func rows(name: String) throws -> [[String]] {
        let source = scratch.disk + "/src"
        let generated = SyntheticThemeGenerator.files(for: shape)
        try OutputWriter.write(generated, to: source)
        let config = BuildConfig(
            resolver: source + "/" + SyntheticThemeGenerator.resolverFileName, output: scratch.disk + "/out",
            preview: false)

        var coldDisk = Samples(), coldMemory = Samples(), floorDisk = Samples(), floorMemory = Samples()
        var previews: [Double] = []
        var fileCount = 0
        for round in 0..<BuildSuite.rounds {
            let (files, build) = try Self.build(config)
            fileCount = files.count
            let floor = FileSystemFloor(files)
            // Livery and the floor take turns going first, so neither always meets the
            // other's freshly created inodes.
            for livery in round % 2 == 0 ? [true, false] : [false, true] {
                if livery {
                    coldDisk.add(build: build, write: try Self.write(files, to: scratch.disk + "/cold\(round)"))
                    coldMemory.add(build: build, write: try Self.write(files, to: scratch.memory + "/cold\(round)"))
                } else {
                    floorDisk.add(floor: floor.create(under: scratch.disk + "/floor\(round)"), files: files.count)
                    floorMemory.add(floor: floor.create(under: scratch.memory + "/floor\(round)"), files: files.count)
                }
            }
            if round < BuildSuite.previewRounds {
                var withPreview = config
                withPreview.preview = true
                previews.append(Measure.milliseconds { _ = BuildPipeline(config: withPreview).run() })
            }
        }

        // Rebuilds into the first cold output on disk.
        let output = scratch.disk + "/cold0"
        var edited = Samples(), unchanged = Samples(), readFloor = Samples(), statFloor = Samples()
        for round in 0..<BuildSuite.rounds {
            let palette = try Self.editedPalette(of: generated, shape: shape, round: round)
            try OutputWriter.write(palette, toPath: source + "/" + palette.path)
            let (files, build) = try Self.build(config)
            edited.add(build: build, write: try Self.write(files, to: output))
        }
        for _ in 0..<BuildSuite.rounds {
            let (files, build) = try Self.build(config)
            unchanged.add(build: build, write: try Self.write(files, to: output))
            // The output now holds this build's files (the edited token included).
            let current = FileSystemFloor(files)
            readFloor.add(floor: current.readEveryFile(under: output), files: files.count)
            statFloor.add(floor: current.statEveryFile(under: output), files: files.count)
        }

        let preview = String(format: "%.0f", Measure.median(previews))
        return [
            row(
                name, fileCount, "cold: new folder on disk (\(scratch.disk.hasPrefix("/tmp") ? "/tmp, " : "")ext4)",
                coldDisk, preview: preview),
            row(name, fileCount, "cold: new folder on tmpfs (/dev/shm)", coldMemory),
            row(name, fileCount, "floor, disk: bare mkdir/open/write/close, no Livery", floorDisk, floor: true),
            row(name, fileCount, "floor, tmpfs: bare mkdir/open/write/close, no Livery", floorMemory, floor: true),
            row(name, fileCount, "rebuild on disk, one token value changed", edited),
            row(name, fileCount, "rebuild on disk, nothing changed", unchanged),
            row(name, fileCount, "floor, disk: bare open/read/close per existing file", readFloor, floor: true),
            row(name, fileCount, "floor, disk: one bare stat per existing file", statFloor, floor: true),
        ]
    }

    private func row(
        _ name: String, _ files: Int, _ label: String, _ samples: Samples, floor: Bool = false, preview: String = ""
    ) -> [String] {
        let build = Measure.median(samples.builds)
        let write = Measure.median(samples.writes)
        let written =
            Set(samples.written).count == 1
            ? "\(samples.written[0])" : "\(samples.written.min() ?? 0)–\(samples.written.max() ?? 0)"
        let met = samples.failed ? "FAILED" : floor ? "—" : build + write <= goal ? "yes" : "NO"
        return [
            name, "\(shape.tokenCount)", "\(shape.contexts.count)", "\(files)", label, written,
            floor ? "—" : String(format: "%.0f", build), String(format: "%.0f", write),
            floor ? "—" : String(format: "%.0f", build + write), floor ? "—" : "≤ \(Int(goal)) ms", met, preview,
        ]
    }

    /// Runs the pipeline: its files and milliseconds.
    @MainActor
    private static func build(_ config: BuildConfig) throws -> (files: [OutputFile], milliseconds: Double) {
        var outcome: BuildResult?
        let milliseconds = Measure.milliseconds { outcome = BuildPipeline(config: config).run() }
        guard let result = outcome, result.succeeded else {
            throw Failure(description: outcome?.diagnostics.first(where: { $0.isError })?.description ?? "build failed")
        }
        return (result.files, milliseconds)
    }

    /// Writes with `OutputWriter`: milliseconds and how many files it wrote.
    @MainActor
    private static func write(_ files: [OutputFile], to folder: String) throws -> (milliseconds: Double, written: Int) {
        var outcome: Result<OutputWriteReport, Diagnostic> = .failure(.error("not run"))
        let milliseconds = Measure.milliseconds {
            do throws(Diagnostic) {
                outcome = .success(try OutputWriter.write(files, to: folder))
            } catch {
                outcome = .failure(error)
            }
        }
        switch outcome {
        case .success(let report): return (milliseconds, report.written.count)
        case .failure(let error): throw Failure(description: error.description)
        }
    }

    /// The first context's palette file with `p0` set to a value of its own for `round`.
    private static func editedPalette(
        of files: [OutputFile], shape: SyntheticThemeShape, round: Int
    ) throws -> OutputFile {
        let path = "palette/\(shape.contexts.first ?? "light").tokens.json"
        guard let file = files.first(where: { $0.path == path }),
            case .object(var root)? = try? JSONParser.parse(file.contents),
            case .object(var palette)? = root["palette"]
        else { throw Failure(description: "no palette file \(path) to edit") }
        let red = Double(round + 1) / Double(BuildSuite.rounds + 2)
        palette["p0"] = ["$value": ["colorSpace": "srgb", "components": [.number(red), 0.5, 0.25]]]
        root["palette"] = .object(palette)
        return OutputFile(path: path, json: .object(root))
    }
}
