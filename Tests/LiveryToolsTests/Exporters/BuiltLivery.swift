import Foundation
import Testing

/// The Livery module of this build, for compiling the generated `Tokens.swift` (which imports
/// Livery): its `Modules` folder, and the object files a program that runs the constants links.
struct BuiltLivery {
    /// `.build/<triple>/debug` (or release): where the running test bundle is.
    let products: URL

    /// The build folder next to the running test bundle.
    static func current() throws -> BuiltLivery {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let built = BuiltLivery(products: products)
        try #require(
            FileManager.default.fileExists(atPath: built.modules.appendingPathComponent("Livery.swiftmodule").path),
            "no Livery.swiftmodule in \(built.modules.path): build with `swift build --build-tests`")
        return built
    }

    /// The folder of the built `.swiftmodule`s.
    var modules: URL { products.appendingPathComponent("Modules") }

    /// `swiftc` arguments that find `import Livery`.
    var importArguments: [String] { ["-I", modules.path] }

    /// The object files of Livery and LiveryCore, to link a program that uses the constants.
    func objectFiles() throws -> [String] {
        try ["Livery", "LiveryCore"].flatMap { target in
            let folder = products.appendingPathComponent("\(target).build")
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift.o") }
                .sorted().map { folder.appendingPathComponent($0).path }
        }
    }
}
