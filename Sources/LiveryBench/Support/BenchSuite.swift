import Foundation

/// One named benchmark suite of `livery-bench`; other suites are added to the table in
/// `main.swift`.
struct BenchSuite {
    let name: String
    let summary: String
    let run: @MainActor () -> Void
}
