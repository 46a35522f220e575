import FuzzKit
import Livery
import LiveryCore

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzBundle_main`).
@_cdecl("FuzzBundle_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        // libFuzzer calls back on the thread that called it: the main thread.
        let bytes = FuzzDriver.bytes(data, size)
        MainActor.assumeIsolated { BundleHarness.run(bytes) }
        return 0
    }
}

/// What a theme server delivers (packed input): `manifest.json` read as a bundle manifest —
/// whatever it accepts must write and read back to the same manifest — and every other file
/// read as a layer, as a flat theme payload, and installed over the bundled example theme
/// with `ThemeManager.install(overridesJSON:)` (validation against the base).
@MainActor
enum BundleHarness {
    /// An engine over `Examples/Themes` of this repository, the base the layers are laid
    /// over. One for the whole run, so an input costs its own work only; every input leaves
    /// it without a layer.
    static let manager: ThemeManager? = {
        let repository = URLPath.repository(of: #filePath)
        guard let base = try? Resolver(path: repository + "/Examples/Themes/app.resolver.json") else { return nil }
        return ThemeManager(source: base)
    }()

    static func run(_ bytes: [UInt8]) {
        for file in FuzzFiles.unpack(bytes) {
            if file.fileName == ThemeBundle.manifestPath {
                readManifest(file.contents)
            } else {
                readLayer(file.contents)
            }
        }
    }

    static func readManifest(_ bytes: [UInt8]) {
        guard let json = try? JSONParser.parse(bytes) else { return }
        let manifest: ThemeBundleManifest
        do {
            manifest = try ThemeBundleManifest(json: json, file: ThemeBundle.manifestPath)
        } catch {
            FuzzCheck.render(error.diagnostics)
            return
        }
        for entry in manifest.themes {
            FuzzCheck.blackHole(ThemeBundleManifest.isSafeFilePath(entry.file))
            FuzzCheck.blackHole(ThemeBundleManifest.isRevision(entry.revision))
        }
        do {
            let again = try ThemeBundleManifest(json: manifest.json)
            FuzzCheck.expect(again == manifest, "a manifest written and read back differs")
        } catch {
            FuzzCheck.expect(false, "a manifest written back is refused: \(error)")
        }
    }

    static func readLayer(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            FuzzCheck.blackHole(try ThemeLayer(json: text).json)
        } catch {
            FuzzCheck.render(error.problems)
        }
        if let json = try? JSONParser.parse(bytes) {
            FuzzCheck.blackHole(try? ResolvedThemeJSON.decodeThemes(json))
        }
        guard let manager else { return }
        do {
            try manager.install(overridesJSON: text)
            FuzzCheck.blackHole(manager.theme)
            manager.removeOverrides()
        } catch {
            FuzzCheck.render(error.problems)
        }
        FuzzCheck.expect(manager.layer == nil, "a refused or removed layer stays installed")
    }
}

/// The repository folder, from the path of a source file of this package.
enum URLPath {
    static func repository(of sourceFile: String) -> String {
        // <repository>/Fuzz/Sources/<Module>/<File>.swift
        var components = sourceFile.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }
}
